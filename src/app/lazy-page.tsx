import { lazy, useState, type ComponentType } from 'react';
import type { ChunkLoader } from './page-chunks';

/**
 * A lazily loaded component. React.lazy suspends on its first render even when the chunk is already loaded (as
 * the start-up preload makes it), and React then shows the fallback and holds the content back for up to
 * 300 ms so as not to flash it; a component whose chunk is here renders at once instead.
 */
export function lazyPage<M, P extends object>(load: ChunkLoader<M>, pick: (module: M) => ComponentType<P>) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPage(props: P) {
    // Chosen once per mount: switching later would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => {
      const module = load.loaded();
      return module ? pick(module) : Lazy;
    });
    return <Component {...props} />;
  };
}
