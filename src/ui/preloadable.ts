/**
 * A lazily loaded component that can be fetched ahead of its first render. React.lazy starts its import only when it
 * first renders, so a separate import() does not prime it, and its first render always suspends; React 19 then holds
 * the reveal for up to 300 ms. Here preload() starts the import at once, and once the module is here the component
 * renders synchronously: a preloaded view never goes through the suspended path.
 */
import { createElement, use, useEffect, useState, type ComponentType } from 'react';
import { lazyChunk } from '../client/lazy-chunk';

export type Preload = { preload(): Promise<unknown> };
export type Preloadable<P> = ComponentType<P> & { preload(): Promise<ComponentType<P>>; isLoaded(): boolean };

/** Every preloadable's way to forget a failed render, so that *Try again* fetches afresh (LoadErrorBoundary). */
const forgetters = new Set<() => void>();
export function forgetFailedLoads(): void {
  for (const forget of forgetters) forget();
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  const preload = lazyChunk(() => load().then((module) => module.default));
  // The import a render waits on. A render that failed keeps its rejection, so use() throws it to the error boundary;
  // a fresh import on every render would suspend for ever instead.
  let rendering: Promise<ComponentType<P>> | undefined;
  forgetters.add(() => {
    if (!preload.loaded()) rendering = undefined;
  });
  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazy module, made once when the module is declared, never during a render.
  function Preloaded(props: P) {
    // Once a render has waited on an import it keeps calling use() with it (settled, use() answers at once): React
    // replays a suspended render and refuses one that stops calling use() part way.
    if (rendering) return createElement(use(rendering), props);
    const loaded = preload.loaded();
    if (loaded) return createElement(loaded, props);
    // Not loaded yet: suspend on one import (the same promise on every render, as use() needs).
    rendering = preload();
    return createElement(use(rendering), props);
  }
  return Object.assign(Preloaded, { preload, isLoaded: () => preload.loaded() !== undefined });
}

/**
 * For a part drawn only once it is here (`isLoaded()`), never through Suspense: fetches it once `wanted`, and renders
 * again when it arrives. A part that cannot be fetched is simply not drawn (no error boundary needed).
 */
export function useLoaded(part: Preload & { isLoaded(): boolean }, wanted: boolean): boolean {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (wanted && !part.isLoaded())
      void part.preload().then(
        () => arrived((n) => n + 1),
        () => undefined,
      );
  }, [part, wanted]);
  return part.isLoaded();
}
