// Code the benches run in the page (page.evaluate, addInitScript, waitForFunction, locator.evaluate) travels as its
// source text. tsx compiles dev/ with esbuild's keepNames, which turns every named inner function into
// `__name(fn, "name")` and defines that helper once at the top of the module, outside the function: in the page there
// is no `__name`. Such code throws there, and inside an event listener or a frame callback it throws unseen, so the
// bench waits for a signal that never comes. Every function sent to the page goes through inPage: its source runs
// with a local `__name` that hands the function back as it is (a name only matters for stack traces).

/** `fn` as Playwright should send it: the same function here, its source wrapped with `__name` in the page. */
export function inPage<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const source = `(...args) => { const __name = (f) => f; return (${fn.toString()})(...args); }`;
  // Playwright reads a page function's text with String(fn), so an own toString is the text it sends.
  return Object.assign((...args: A) => fn(...args), { toString: () => source });
}
