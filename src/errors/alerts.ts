/** SPEC §8 alerts: each is shown once per page, and reaches the page as `wm-error` with its code. */
import * as MESSAGES from '../messages';

export const ALERTS = {
  networkNotFound: { code: 'NETWORK_NOT_FOUND', title: MESSAGES.alertNetworkNotFound },
  invalidAppConfiguration: { code: 'INVALID_APP_CONFIGURATION', title: MESSAGES.alertInvalidAppConfiguration },
  sessionExpired: { code: 'SESSION_EXPIRED', title: MESSAGES.alertSessionExpired },
  projectIdNotConfigured: { code: 'PROJECT_ID_NOT_CONFIGURED', title: MESSAGES.alertProjectIdNotConfigured },
  socialsTimeout: { code: 'SOCIALS_TIMEOUT', title: MESSAGES.alertSocialsTimeout },
} as const;
export type AlertCode = (typeof ALERTS)[keyof typeof ALERTS]['code'];
