/**
 * wagmi's `XParameters` and `XReturnType`, read off an action's own signature so that they cannot drift from it: its
 * arguments after the client's context, and what it resolves with. The `XErrorType` beside each is written by hand.
 */
export type ActionParameters<F> = F extends (context: never, ...args: infer P) => unknown ? P : never;
export type ActionReturnType<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
