/** How long a call to the data service may take; apart from request.ts so that a caller needing only this (the swap client) loads no RPC code. */
export const DATA_TIMEOUT_MS = 10_000;
