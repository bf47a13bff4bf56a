/**
 * SPEC §4 sign-in with the wallet (SIWX), one lazy chunk loaded only on a page that asks for it (actions/sign-in.ts
 * starts it): check.ts decides when to ask, sign.ts runs the Sign and Cancel buttons, message.ts writes the text,
 * stored.ts keeps the sessions.
 */
export { ensureSession, onSiwxEvent } from './check';
export { cancelSignIn, signIn } from './sign';
