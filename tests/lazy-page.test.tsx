// Lazy pages render at once when their chunk is already there (the start-up preload loads it beside /auth/me):
// React.lazy would suspend first, and React then holds the page back for up to 300 ms after showing the fallback.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '@/app/lazy-page';
import { chunk } from '@/app/page-chunks';

function Page({ name }: { name: string }) {
  return <p>page {name}</p>;
}
const inSuspense = (element: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{element}</Suspense>;

describe('lazyPage', () => {
  it('renders the page in its first render, without the fallback, once its chunk has loaded', async () => {
    const load = chunk(() => Promise.resolve({ default: Page }));
    await load();
    const LazyPage = lazyPage(load, (module) => module.default);
    render(inSuspense(<LazyPage name="a" />));
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while its chunk loads, then the page', async () => {
    let arrive!: (module: { default: typeof Page }) => void;
    const load = chunk(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)));
    const LazyPage = lazyPage(load, (module) => module.default);
    render(inSuspense(<LazyPage name="b" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    arrive({ default: Page });
    expect(await screen.findByText('page b')).toBeInTheDocument();
  });
});
