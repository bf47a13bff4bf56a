/** A wallet request, as EIP-1193 names it: a method and its params. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };

/**
 * An EIP-1193 event listener. Each event has its own arguments (accounts, a chain id, a message), so the argument list
 * is `any[]`: with `unknown[]`, a listener typed for its event (`(accounts: string[]) => void`) could not be passed.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; the one place the EIP-1193 listener type is spelt.
export type Eip1193Listener = (...args: any[]) => void;

/** EIP-1193: the provider a wallet injects, and the one the element hands out. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: Eip1193Listener): unknown;
  removeListener?(event: string, listener: Eip1193Listener): unknown;
}
