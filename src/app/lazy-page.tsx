import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ChunkLoader } from './page-chunks';

/**
 * A lazily loaded component that does not suspend: it shows `fallback` until its chunk is here, and renders at
 * once when the chunk already is (the start-up preload fetches it beside /auth/me). React.lazy suspends even
 * then, and once a Suspense fallback has been shown React holds the content back for up to 300 ms so as not to
 * flash it: on a page load, that was the longest wait before the page appeared. A chunk that fails to load is
 * thrown to the nearest error boundary, as React.lazy does.
 */
export function lazyPage<M, P extends object>(load: ChunkLoader<M>, pick: (module: M) => ComponentType<P>, fallback: ReactNode) {
  return function LazyPage(props: P) {
    const [chunk, setChunk] = useState<{ module?: M; error?: unknown }>(() => ({ module: load.loaded() }));
    useEffect(() => {
      if (chunk.module) return;
      let live = true;
      load().then(
        (module) => live && setChunk({ module }),
        (error: unknown) => live && setChunk({ error }),
      );
      return () => {
        live = false;
      };
    }, [chunk.module]);
    if (chunk.error) throw chunk.error;
    if (!chunk.module) return fallback;
    const Component = pick(chunk.module);
    return <Component {...props} />;
  };
}
