/** SPEC §4: toasts are loading, success or error. */
import { atom } from 'jotai/vanilla';

export type ToastVariant = 'loading' | 'success' | 'error';
export type Toast = { id: number; variant: ToastVariant; message: string };

export const toastsAtom = atom<readonly Toast[]>([]);
