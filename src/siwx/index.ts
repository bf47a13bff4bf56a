/** Sign-in with the wallet (SIWX): the message formats, DOM-free (verification: ./server.ts, `wallet-modal/server`). */
export { createEvmSiwxMessage, parseEvmSiwxMessage, type EvmSiwxFields } from './evm-message';
export { revokeSessionMessage, type RevokeSessionFields } from './revoke-message';
export { createSolanaSiwxMessage, parseSolanaSiwxMessage, verifySolanaSiwxSignature, type SolanaSiwxFields } from './solana-message';
