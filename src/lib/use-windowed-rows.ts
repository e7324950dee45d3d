// Windowing for long plain tables: only the rows in (and near) view are rendered, with spacer rows standing in
// for the rest, so a list of thousands of rows mounts and scrolls without long tasks. Short lists (every normal
// server page) render whole, so find-in-page and screen readers see every row.
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface RowWindow {
  /** Whether the list is long enough to be windowed. */
  windowed: boolean;
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
  /** Height in px of the spacer standing in for the rows before `start`. */
  before: number;
  /** Height in px of the spacer standing in for the rows after `end`. */
  after: number;
  /** Put on one rendered row so its real height replaces the estimate. */
  measureRef: (row: HTMLElement | null) => void;
}

interface Options {
  /** Up to this many rows, everything is rendered. */
  threshold?: number;
  /** Rows rendered beyond the visible ones on each side; the window moves in steps of this size. */
  overscan?: number;
  /** Row height in px until a row has been measured. */
  estimatedRowHeight?: number;
}

export function useWindowedRows(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  { threshold = 200, overscan = 20, estimatedRowHeight = 32 }: Options = {},
): RowWindow {
  const windowed = count > threshold;
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const [view, setView] = useState({ top: 0, height: 800 });
  const frame = useRef(0);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!windowed || !element) return;
    const read = () => {
      frame.current = 0;
      setView((previous) => {
        // Only a move of a whole overscan step re-renders: scrolling within the margin costs nothing.
        const top = element.scrollTop;
        const height = element.clientHeight;
        const step = overscan * rowHeight;
        if (Math.abs(previous.top - top) < step / 2 && previous.height === height) return previous;
        return { top, height };
      });
    };
    const onScroll = () => {
      if (!frame.current) frame.current = requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(onScroll);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [scrollRef, windowed, overscan, rowHeight]);

  const measureRef = useCallback((row: HTMLElement | null) => {
    const height = row?.getBoundingClientRect().height;
    if (height && height > 0) setRowHeight((previous) => (Math.abs(previous - height) > 0.5 ? height : previous));
  }, []);

  if (!windowed) return { windowed, start: 0, end: count, before: 0, after: 0, measureRef };
  const first = Math.floor(view.top / rowHeight);
  const visible = Math.ceil(view.height / rowHeight);
  // A spacer row above shifts every row by one child, so the window starts on an odd row: :nth-child(odd)
  // striping still falls on the same rows as without windowing.
  const from = Math.max(0, first - overscan);
  const start = from > 0 && from % 2 === 0 ? from - 1 : from;
  const end = Math.min(count, first + visible + overscan);
  return { windowed, start, end, before: start * rowHeight, after: (count - end) * rowHeight, measureRef };
}
