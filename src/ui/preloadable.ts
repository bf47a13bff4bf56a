/**
 * A lazily loaded component that can be fetched ahead of its first render. React.lazy starts its import only when it
 * first renders, so a separate import() does not prime it, and its first render always suspends; React 19 then holds
 * the reveal for up to 300 ms. Here preload() starts the import at once, and once the module is here the component
 * renders synchronously: a preloaded view never goes through the suspended path.
 */
import { createElement, use, type ComponentType } from 'react';

export type Preload = { preload(): Promise<unknown> };
export type Preloadable<P> = ComponentType<P> & { preload(): Promise<ComponentType<P>>; isLoaded(): boolean };

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // Forget a failed fetch, so that the next preload or render tries again rather than failing for good.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Preloaded(props: P) {
    // Not loaded yet: suspend on the one pending import (the same promise on every render, as use() needs).
    return createElement(loaded ?? use(preload()), props);
  }
  return Object.assign(Preloaded, { preload, isLoaded: () => loaded !== undefined });
}
