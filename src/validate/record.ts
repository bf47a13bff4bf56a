/**
 * The one check that an outside value (parsed JSON, a wallet's reply, an attribute, a request body) is a record of
 * named fields: an object, not null and not an array. Every reader of outside input starts from it, in src/, server/
 * and dev/ alike, so "is this an object?" has one answer.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
