// uint8arrays 3.x ships types that its package.json "exports" does not point to: the calls codecs.test.ts compares.
declare module 'uint8arrays' {
  // biome-ignore lint/suspicious/noShadowRestrictedNames: the name uint8arrays exports.
  export function toString(bytes: Uint8Array, encoding?: string): string;
  export function fromString(text: string, encoding?: string): Uint8Array;
  export function concat(arrays: Uint8Array[], length?: number): Uint8Array;
}
