/**
 * The small parser kit every frame message goes through, on both sides of the window boundary. A parser answers the
 * value it accepts or INVALID; an object parser accepts exactly the fields it names (an unknown field is a refusal,
 * not something to ignore), and no object anywhere in a message may carry a key that walks to a prototype.
 */
import { isRecord } from '../validate/record';

export const INVALID: unique symbol = Symbol('invalid');
export type Parser<T> = (value: unknown) => T | typeof INVALID;

/** Keys that reach Object.prototype or a constructor when a receiver merges or indexes with them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Bounds for the free-form parts (RPC params and results, theme variables): deep or huge values are refused. */
const MAX_DEPTH = 16;
const MAX_NODES = 10_000;
const MAX_TEXT = 100_000;

/** A plain object as structured cloning makes one: Object.prototype (or none), and no prototype-walking key. */
function plainRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.keys(value).every((key) => !PROTOTYPE_KEYS.has(key));
}

/** An array of at most `max` elements and nothing else: no holes, no named properties (structured cloning keeps both). */
const plainArray = (value: unknown, max: number): value is unknown[] =>
  Array.isArray(value) && value.length <= max && Object.getPrototypeOf(value) === Array.prototype && Object.keys(value).length === value.length;

export const text =
  (max: number, pattern?: RegExp): Parser<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max && (pattern === undefined || pattern.test(value)) ? value : INVALID;

export const oneOf =
  <const T extends string>(values: readonly T[]): Parser<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : INVALID;

export const boolean: Parser<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

export const safeInteger: Parser<number> = (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : INVALID);

export const listOf =
  <T>(item: Parser<T>, max: number): Parser<T[]> =>
  (value) => {
    if (!plainArray(value, max)) return INVALID;
    const out: T[] = [];
    for (const entry of value) {
      const parsed = item(entry);
      if (parsed === INVALID) return INVALID;
      out.push(parsed);
    }
    return out;
  };

export const either =
  <A, B>(a: Parser<A>, b: Parser<B>): Parser<A | B> =>
  (value) => {
    const first = a(value);
    return first === INVALID ? b(value) : first;
  };

export const nullable =
  <T>(parser: Parser<T>): Parser<T | null> =>
  (value) =>
    value === null ? null : parser(value);

/** A field that may be absent (absent and `undefined` alike). */
type Optional<T> = { optional: Parser<T> };
export const optional = <T>(parser: Parser<T>): Optional<T> => ({ optional: parser });

type Shape = Record<string, Parser<unknown> | Optional<unknown>>;
type Required<S extends Shape> = { [K in keyof S as S[K] extends Parser<unknown> ? K : never]: S[K] extends Parser<infer T> ? T : never };
type Optionals<S extends Shape> = { [K in keyof S as S[K] extends Optional<unknown> ? K : never]?: S[K] extends Optional<infer T> ? T : never };
export type ObjectOf<S extends Shape> = Required<S> & Optionals<S>;

/** An object with exactly these fields (the optional ones may be missing); any other key refuses it. */
export function object<S extends Shape>(shape: S): Parser<ObjectOf<S>> {
  const names = Object.keys(shape);
  return (value) => {
    if (!plainRecord(value) || Object.keys(value).some((key) => !Object.hasOwn(shape, key))) return INVALID;
    const out: Record<string, unknown> = {};
    for (const name of names) {
      const field = shape[name]!;
      const present = Object.hasOwn(value, name) && value[name] !== undefined;
      if (typeof field !== 'function') {
        if (!present) continue;
        const parsed = field.optional(value[name]);
        if (parsed === INVALID) return INVALID;
        out[name] = parsed;
        continue;
      }
      if (!present) return INVALID;
      const parsed = field(value[name]);
      if (parsed === INVALID) return INVALID;
      out[name] = parsed;
    }
    return out as ObjectOf<S>;
  };
}

/** A record of any keys (theme variables): each key a short name, each value parsed. */
export const recordOf =
  <T>(item: Parser<T>, maxEntries: number): Parser<Record<string, T>> =>
  (value) => {
    if (!plainRecord(value)) return INVALID;
    const entries = Object.entries(value);
    if (entries.length > maxEntries) return INVALID;
    const out: Record<string, T> = {};
    for (const [key, entry] of entries) {
      const parsed = item(entry);
      if (key.length > 100 || parsed === INVALID) return INVALID;
      out[key] = parsed;
    }
    return out;
  };

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A JSON value (RPC params and results): strings, finite numbers, booleans, null, arrays and plain objects, at most
 * MAX_DEPTH deep and MAX_NODES in all, no string longer than MAX_TEXT, and no prototype-walking key at any depth.
 */
export const json: Parser<JsonValue> = (value) => {
  let nodes = 0;
  const walk = (node: unknown, depth: number): boolean => {
    nodes += 1;
    if (nodes > MAX_NODES || depth > MAX_DEPTH) return false;
    if (node === null || typeof node === 'boolean') return true;
    if (typeof node === 'string') return node.length <= MAX_TEXT;
    if (typeof node === 'number') return Number.isFinite(node);
    if (Array.isArray(node)) return plainArray(node, MAX_NODES - nodes) && node.every((entry) => walk(entry, depth + 1));
    return plainRecord(node) && Object.values(node).every((entry) => walk(entry, depth + 1));
  };
  return walk(value, 0) ? (value as JsonValue) : INVALID;
};
