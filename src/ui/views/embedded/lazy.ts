/**
 * The embedded wallet's views, each its own lazy chunk: the view table (views/table.ts) lists them, and the Connect
 * view fetches the login ones ahead when it shows email or social login (never in the first script).
 */
import type { RouteOf } from '../../../state/routes';
import { preloadable } from '../../preloadable';

export const EmailVerifyOtpView = preloadable(() => import('./EmailVerifyOtpView'));
export const EmailVerifyDeviceView = preloadable(() => import('./EmailVerifyDeviceView'));
export const ConnectingSocialView = preloadable(() => import('./ConnectingSocialView'));
export const UpdateEmailWalletView = preloadable(() => import('./UpdateEmailWalletView'));
/** Both codes of an email change: one chunk, one view told apart by its route. */
export const UpdateEmailPrimaryOtpView = preloadable<{ route: RouteOf<'UpdateEmailPrimaryOtp'> }>(() =>
  import('./UpdateEmailOtpView').then((m) => ({ default: m.UpdateEmailPrimaryOtpView })),
);
export const UpdateEmailSecondaryOtpView = preloadable<{ route: RouteOf<'UpdateEmailSecondaryOtp'> }>(() =>
  import('./UpdateEmailOtpView').then((m) => ({ default: m.UpdateEmailSecondaryOtpView })),
);
/** ApproveTransaction's part for a wallet request (the swap's token approval is the rest of that view). */
export const RequestApproval = preloadable(() => import('./RequestApproval'));
