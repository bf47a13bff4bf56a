/**
 * Typing's pause (SPEC §9's search delay), for an input's change handler: `after(ms, run)` runs `run` once typing has
 * paused `ms` (at once for 0); each keystroke starts the wait again, and leaving the view drops a wait still running.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useTypingPause(): (ms: number, run: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((ms: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (ms <= 0) run();
    else timer.current = setTimeout(run, ms);
  }, []);
}
