/**
 * A list's "more" sentinel: `onVisible` runs when the element scrolls into view (the person scrolling is the event;
 * the handler calls the action). `round` undefined stops watching; each new value observes afresh, so a sentinel still
 * in view after a page arrived asks for the next one.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';

export function useOnVisible(
  ref: RefObject<Element | null>,
  round: unknown,
  onVisible: () => void,
  area: { root?: RefObject<Element | null>; rootMargin?: string } = {},
): void {
  const visible = useEffectEvent(onVisible);
  const { root, rootMargin } = area;
  useEffect(() => {
    const target = ref.current;
    if (round === undefined || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) visible();
      },
      { root: root?.current ?? null, ...(rootMargin ? { rootMargin } : {}) },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, round, root, rootMargin]);
}
