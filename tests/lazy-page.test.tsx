// Lazy pages render at once when their chunk is already there (the start-up preload loads it beside /auth/me),
// and never suspend: after a Suspense fallback has shown, React holds the content back for up to 300 ms.
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@/app/lazy-page';
import { chunk } from '@/app/page-chunks';

function Page({ name }: { name: string }) {
  return <p>page {name}</p>;
}
type PageModule = { default: typeof Page };
const fallback = <p>loading</p>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('renders the page in its first render, without the fallback, once its chunk has loaded', async () => {
    const load = chunk(() => Promise.resolve<PageModule>({ default: Page }));
    await load();
    const LazyPage = lazyPage(load, (module) => module.default, fallback);
    render(<LazyPage name="a" />);
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows its own fallback while its chunk loads, then the page, without suspending', async () => {
    let arrive!: (module: PageModule) => void;
    const load = chunk(() => new Promise<PageModule>((resolve) => (arrive = resolve)));
    const LazyPage = lazyPage(load, (module) => module.default, fallback);
    render(
      <Suspense fallback={<p>suspended</p>}>
        <LazyPage name="b" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    arrive({ default: Page });
    expect(await screen.findByText('page b')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).toBeNull();
  });

  it('throws a chunk that failed to load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = chunk(() => Promise.reject<PageModule>(new Error('chunk gone')));
    const LazyPage = lazyPage(load, (module) => module.default, fallback);
    render(
      <Boundary>
        <LazyPage name="c" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
  });
});
