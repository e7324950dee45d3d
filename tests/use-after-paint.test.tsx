// What waits behind useAfterPaint renders only after a painted frame (the problem page's workspace waits so for
// its statement), and is taken back when the condition goes.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from '@/lib/use-after-paint';

function Probe({ ready }: { ready: boolean }) {
  return <p>{useAfterPaint(ready) ? 'after' : 'before'}</p>;
}

describe('useAfterPaint', () => {
  it('turns true only after the frame that made it ready, and false again with it', async () => {
    const { rerender } = render(<Probe ready={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('before')).toBeInTheDocument();
    rerender(<Probe ready />);
    expect(screen.getByText('before')).toBeInTheDocument();
    expect(await screen.findByText('after')).toBeInTheDocument();
    rerender(<Probe ready={false} />);
    expect(screen.getByText('before')).toBeInTheDocument();
  });
});
