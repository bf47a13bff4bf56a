/** Sign-in with the wallet (SIWX): message formats and server-side verification, DOM-free. */
export { createEvmSiwxMessage, parseEvmSiwxMessage, SIWX_NONCE, type EvmSiwxFields } from './evm-message';
export { revokeSessionMessage, REVOKE_MAX_AGE_SECONDS, REVOKE_MAX_AHEAD_SECONDS, type RevokeSessionFields } from './revoke-message';
export { verifyEvmSiwx, type SiwxRefusal, type VerifySiwxInput, type VerifySiwxResult } from './verify-evm';
export { createSolanaSiwxMessage, parseSolanaSiwxMessage, verifySolanaSiwxSignature, type SolanaSiwxFields } from './solana-message';
export { verifySolanaSiwx, isSolanaSiwxText, type VerifySolanaSiwxInput, type VerifySolanaSiwxResult } from './verify-solana';
