/** SPEC §8 alerts: each is shown once per page, and reaches the page as `wm-error` with its code. */
export const ALERTS = {
  networkNotFound: { code: 'NETWORK_NOT_FOUND', title: 'Network Not Found' },
  invalidAppConfiguration: { code: 'INVALID_APP_CONFIGURATION', title: 'Invalid App Configuration' },
  sessionExpired: { code: 'SESSION_EXPIRED', title: 'Session Expired' },
  projectIdNotConfigured: { code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured' },
  socialsTimeout: { code: 'SOCIALS_TIMEOUT', title: 'Socials timeout' },
} as const;
export type AlertCode = (typeof ALERTS)[keyof typeof ALERTS]['code'];
