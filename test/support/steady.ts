/**
 * Proving that something does NOT happen: no event marks an absence, so a window of time must pass. `read` is polled
 * through the window and must keep its first value; a change fails at once instead of at the window's end. Every such
 * window in test/ goes through here, so that each fixed wait left elsewhere stands out (test/unit/test-hygiene.test.ts).
 */
import { expect } from 'vitest';

const POLL_MS = 50;

export async function expectSteadyFor<T>(windowMs: number, read: () => T | Promise<T>): Promise<void> {
  const first = await read();
  const until = Date.now() + windowMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, until - Date.now()))));
    expect(await read()).toEqual(first);
  }
}
