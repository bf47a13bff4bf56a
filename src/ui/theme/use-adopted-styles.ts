/**
 * A lazily loaded part's own stylesheet, adopted into the element's shadow root before the first paint. Never a
 * rendered <style>: a strict `style-src` (no 'unsafe-inline') blocks those, while constructed sheets are allowed.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { adoptStyles } from './styles';

export function useAdoptedStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, css);
  }, [ref, css]);
}
