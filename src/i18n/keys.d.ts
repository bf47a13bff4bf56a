/** English's keys alone, in en.json's order: what dev/vite-catalogue-plugin.ts makes of `en.json?keys`. */
declare module '*/en.json?keys' {
  const keys: readonly string[];
  export default keys;
}
