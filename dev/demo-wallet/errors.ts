// EIP-1193 errors as wallets throw them: an Error with a numeric code.
export type ProviderError = Error & { code: number };

export function providerError(code: number, message: string): ProviderError {
  return Object.assign(new Error(message), { code });
}

export const userRejected = () => providerError(4001, 'User rejected the request.');
export const unauthorised = () => providerError(4100, 'The requested account has not been authorized by the user.');
export const unsupportedMethod = (method: string) => providerError(4200, `The Demo Wallet does not support ${method}.`);
export const unknownChain = (chainId: string) =>
  providerError(4902, `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`);
export const invalidParams = (why: string) => providerError(-32602, `Invalid params: ${why}`);
