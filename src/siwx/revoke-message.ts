/** The fixed text an account signs to revoke one of its sign-in sessions (`pci`: the session's id). */
export const revokeSessionMessage = (pci: string): string => `Revoke sign-in session ${pci}`;
