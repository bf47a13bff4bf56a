// Stands in for `cross-fetch` (a 10 KB ponyfill with an XMLHttpRequest polyfill) in the WalletConnect chunk: every
// browser the element supports has fetch, which is all @walletconnect/jsonrpc-http-connection calls (its default
// import, called as fetch(url, init)). Bound late so a page's own fetch wrapper still applies.
const crossFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
export default crossFetch;
