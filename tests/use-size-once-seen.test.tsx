// Heavy content below the fold (the dashboard's chart) renders only once its box has been seen, at the size
// measured then, and follows the box's later sizes.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSizeOnceSeen } from '@/lib/use-size-once-seen';

let seen: (entries: { isIntersecting: boolean }[]) => void = () => {};
let resized: () => void = () => {};
let width = 640;

function Probe() {
  const { ref, size } = useSizeOnceSeen<HTMLDivElement>();
  return <div ref={ref}>{size ? `${size.width}×${size.height}` : 'not seen'}</div>;
}

describe('useSizeOnceSeen', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof seen) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof resized) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width, height: 200 }) as DOMRect);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives no size while the box is off screen, its size once seen, and its new size when it resizes', async () => {
    render(<Probe />);
    expect(screen.getByText('not seen')).toBeInTheDocument();
    act(() => seen([{ isIntersecting: false }]));
    expect(screen.getByText('not seen')).toBeInTheDocument();
    act(() => seen([{ isIntersecting: true }]));
    expect(await screen.findByText('640×200')).toBeInTheDocument();
    width = 480;
    act(() => resized());
    expect(await screen.findByText('480×200')).toBeInTheDocument();
  });
});
