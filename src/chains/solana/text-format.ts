/**
 * The text forms of Solana's bytes, as patterns only: checking a string needs no codec, so the WalletConnect
 * connector checks with these without loading @solana/web3.js (encoding.ts decodes with it).
 */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const BASE58 = new RegExp(`^[${BASE58_ALPHABET}]+$`);
// Strict padded base64: atob skips whitespace and Node's Buffer skips any stray character, so both would
// turn a damaged reply into different bytes instead of refusing it.
export const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
