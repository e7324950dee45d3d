import { useEffect, useState } from 'react';

/**
 * Calls `then` in a task after the next frame has been painted (at once, in a task of its own, in a hidden tab,
 * which paints nothing); returns a function that cancels it. Work behind it neither shares the frame's render
 * and layout nor delays its paint.
 */
export function afterPaint(then: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the frame is painted; a task queued from it runs after.
  const frame = document.visibilityState === 'hidden' ? undefined : requestAnimationFrame(() => (timer = setTimeout(then)));
  if (frame === undefined) timer = setTimeout(then);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `afterPaint` as a promise. */
export const nextPaint = () => new Promise<void>((resolve) => afterPaint(resolve));

/**
 * True once `ready` has been true through a painted frame: what renders behind it waits until what the page is
 * for has been drawn. It stays true until `ready` turns false again.
 */
export function useAfterPaint(ready: boolean) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) {
      setPainted(false);
      return;
    }
    return afterPaint(() => setPainted(true));
  }, [ready]);
  return ready && painted;
}
