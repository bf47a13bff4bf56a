/**
 * Field checks shared by the data service's validators, built on the catalogue's rules (services/catalogue/validate.ts):
 * text is bounded and free of control, bidi and zero-width characters; images are https:, the page's or the
 * service's origin, or a raster data:image/ (never SVG).
 */
import { isCaipNetworkId, type CaipNetworkId } from '../../chains/caip';
import { validImageUrl, validText } from '../catalogue/validate';
import type { Origins } from './entities';

export const MAX_TEXT_LENGTH = 64;
export const MAX_SYMBOL_LENGTH = 16;

/** The catalogue's text rule, and no markup: a name with '<' or '>' is someone's attempt, not a token's name. */
export function safeText(value: unknown, max: number): string | undefined {
  const text = validText(value, max);
  return text !== undefined && !/[<>]/.test(text) ? text : undefined;
}

/** An image for <img src>: the catalogue's rule against the page's origin, else against the service's own. */
function dataImageUrl(value: unknown, origins: Origins): string | undefined {
  return validImageUrl(value, origins.page) ?? (origins.service ? validImageUrl(value, origins.service) : undefined);
}

/** An optional image: null or absent is none (`null`); a value that is there but unsafe is `undefined` (drop the entry). */
export function optionalImage(value: unknown, origins: Origins): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  return dataImageUrl(value, origins);
}

export function caipNetworkId(value: unknown): CaipNetworkId | undefined {
  return typeof value === 'string' && value.length <= 64 && isCaipNetworkId(value) ? value : undefined;
}

const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/;
export function caip10(value: unknown): string | undefined {
  return typeof value === 'string' && CAIP10.test(value) ? value : undefined;
}

/** An address as the service writes it (EVM hex, Solana base58): letters and digits only. */
const ADDRESS = /^[A-Za-z0-9]{1,128}$/;
export function plainAddress(value: unknown): string | undefined {
  return typeof value === 'string' && ADDRESS.test(value) ? value : undefined;
}
