import { startTransition, useEffect, useRef, useState } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The size of an element's box once it has come on screen (null until then), kept up to date as it resizes. For
 * heavy content below the fold (a chart): its code is not loaded, evaluated or rendered during a page's first load
 * unless it can be seen. Each size is set in a transition, so React renders what depends on it in slices that
 * yield to the browser instead of one long task. Without IntersectionObserver the box counts as seen at once.
 */
export function useSizeOnceSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<BoxSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      startTransition(() => setSize((old) => (old && old.width === width && old.height === height ? old : { width, height })));
    };
    if (typeof IntersectionObserver === 'undefined' || typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const resizes = new ResizeObserver(measure);
    const sight = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      sight.disconnect();
      measure();
      resizes.observe(element);
    });
    sight.observe(element);
    return () => {
      sight.disconnect();
      resizes.disconnect();
    };
  }, []);
  return { ref, size };
}
