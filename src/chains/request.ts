/** A wallet request, as EIP-1193 names it: a method and its params. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };
