/** Sign-in with the wallet (SIWX): the message formats, DOM-free (verification: ./server.ts, `wallet-modal/server`). */
export { createEvmSiwxMessage, type EvmSiwxFields } from './evm-message';
export { parseEvmSiwxMessage } from './evm-parse';
export { revokeSessionMessage, type RevokeSessionFields } from './revoke-message';
export { createSolanaSiwxMessage, parseSolanaSiwxMessage, verifySolanaSiwxSignature, type SolanaSiwxFields } from './solana-message';
