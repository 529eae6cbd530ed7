import { type ComponentType, use, useSyncExternalStore } from 'react';

// Pages are loaded on demand (each its own chunk) without the data router's `lazy`: the
// declarative router is ~15 KB of compressed script lighter (docs/decisions/server-rendering.md).

let loadingPages = 0;
const listeners = new Set<() => void>();

function countLoading(delta: number) {
  loadingPages += delta;
  // Later than the render that started the load: a store must not change during a render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some page's code is on its way (the layout's loading bar). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loadingPages > 0,
    () => false,
  );
}

export interface LazyPage {
  /** Renders the page, suspending until its code has arrived. */
  Page: ComponentType;
  /** Starts loading the page's code (again, after a failure); resolves once it can render. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads on first use. Once loaded it renders synchronously, so a page loaded
 * before hydration matches the server's HTML without a Suspense fallback in between.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Component: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    if (!pending) {
      countLoading(1);
      pending = load()
        .then(
          (loaded) => {
            Component = loaded;
          },
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        )
        .finally(() => countLoading(-1));
    }
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level (route-tree.tsx)
  function Page() {
    if (!Component) use(preload());
    const Loaded = Component as ComponentType;
    return <Loaded />;
  }
  return { Page, preload };
}
