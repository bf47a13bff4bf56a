/** Whole seconds left until `until` (ms), counted down once a second on screen; 0 once it has passed or with none. */
import { useEffect, useState } from 'react';

const secondsLeft = (until: number | undefined) => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));

export function useSecondsUntil(until: number | undefined): number {
  const [, tick] = useState(0);
  const left = secondsLeft(until);
  // A clock for the display only (the resend cooldown): nothing is loaded here.
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.max(50, (until ?? 0) - Date.now() - (left - 1) * 1000));
    return () => clearTimeout(timer);
  }, [left, until]);
  return left;
}
