// Stands in for `@msgpack/msgpack`, `blakejs` and `@scure/base` in the WalletConnect chunk (about 12 KB gzip).
// @walletconnect/utils 2.21.8 calls them only to compute the transaction id of an Algorand (msgpack, base32) or
// Polkadot (blake2b) signing response; the element proposes eip155 and solana only and its allow-list (src/chains/allowed-methods.ts) sends no
// algo_* or polkadot_* method, so they are never called. Should that change, the call fails loudly here.
function unsupported(what: string): never {
  throw new Error(`${what} is not in wallet-modal's WalletConnect build (only eip155 and solana are)`);
}

/** @msgpack/msgpack's decode (Algorand transactions). */
export const decode = (_bytes: ArrayLike<number>): never => unsupported('msgpack decode (Algorand)');
/** @msgpack/msgpack's encode. */
export const encode = (_value: unknown): never => unsupported('msgpack encode (Algorand)');
/** blakejs's blake2b (Polkadot extrinsic hashes). */
export const blake2b = (_input: Uint8Array, _key?: Uint8Array, _length?: number): never => unsupported('blake2b (Polkadot)');
/** @scure/base's base32 (Algorand transaction ids), the only codec @walletconnect/utils takes from it. */
export const base32 = {
  encode: (_bytes: Uint8Array): never => unsupported('base32 (Algorand)'),
  decode: (_text: string): never => unsupported('base32 (Algorand)'),
};
