/**
 * The text an account signs to revoke one of its sign-in sessions (`pci`: the session's id). It names the session's
 * domain (the site it was made for) and when it was written, so a signature cannot be kept and used later or read
 * as consent for another site. The revoke body stays SPEC §7's `pci, signature`: the same `issuedAt` (ISO 8601, UTC,
 * as `Date.prototype.toISOString` writes it) travels in the request's `issuedAt` query parameter, and the service
 * rebuilds the text from it and the session's stored domain.
 */
export type RevokeSessionFields = { pci: string; domain: string; issuedAt: string };

/** How old an issuedAt the service still takes, and how far ahead of its clock (a client's clock may run fast). */
export const REVOKE_MAX_AGE_SECONDS = 5 * 60;
export const REVOKE_MAX_AHEAD_SECONDS = 60;

export const revokeSessionMessage = ({ pci, domain, issuedAt }: RevokeSessionFields): string => `Revoke sign-in session ${pci} on ${domain} at ${issuedAt}`;
