/** English's keys alone, in en.json's order: what dev/vite-catalogue-plugin.ts makes of `en.json?keys`. */
declare module '*/en.json?keys' {
  const keys: readonly string[];
  export default keys;
}

/** A catalogue's values alone, in en.json's key order (dev/vite-catalogue-plugin.ts). */
declare module '*.json?values' {
  const values: readonly (string | { readonly [rule: string]: string } | null)[];
  export default values;
}
