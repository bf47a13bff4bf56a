// Stands in for `tslib` in the WalletConnect chunk: @walletconnect/environment and @walletconnect/time are CommonJS
// builds that each carry their own copy of tslib (about 2 KB gzip each) and call only __exportStar, to re-export
// their submodules. Nothing else in the build imports tslib (the alias would fail the build on a missing helper).
export function __exportStar(from: Record<string, unknown>, to: Record<string, unknown>): void {
  for (const key of Object.keys(from)) {
    if (key !== 'default' && !Object.hasOwn(to, key)) Object.defineProperty(to, key, { enumerable: true, get: () => from[key] });
  }
}
