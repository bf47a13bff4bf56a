/** The embedded wallet's lazily loaded part: the frame client, the login, and what its provider does with a request. */
export { createEmbeddedWallet } from './wallet';
export { answerRequest } from './requests';
