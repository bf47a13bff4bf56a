/** A wallet request, as EIP-1193 names it: a method and its params. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };

/** EIP-1193: the provider a wallet injects, and the one the element hands out. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: any[]) => void): unknown;
  removeListener?(event: string, listener: (...args: any[]) => void): unknown;
}
