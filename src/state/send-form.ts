/** The send form's input (the Send view arrives with its own capability; SPEC §4 resets it on a namespace switch). */
import { atom } from 'jotai/vanilla';

/** What the person typed, kept as text until it is validated; the token is its address (none for native). */
export type SendForm = { receiver: string; amount: string; tokenAddress: string | undefined };

export const EMPTY_SEND_FORM: SendForm = Object.freeze({ receiver: '', amount: '', tokenAddress: undefined });

export const sendFormAtom = atom<SendForm>(EMPTY_SEND_FORM);
