// Stands in for `detect-browser` in the WalletConnect chunk: @walletconnect/utils 2.21.8 calls detect() once, for the
// `ua` it sends the relay (os-browser-version, for the vendor's statistics). detect-browser knows some 40 browsers
// and 25 systems (about 1.5 KB gzip); these rules, in its order and with its names, cover the browsers the element
// supports. Any other browser reads as the engine it is built on; outside a browser there is nothing to detect (the
// `ua` then says "unknown", as it does for detect-browser's null).
const BROWSERS: [string, RegExp][] = [
  ['edge-ios', /EdgiOS\/([0-9._]+)/],
  ['samsung', /SamsungBrowser\/([0-9.]+)/],
  ['edge-chromium', /EdgA?\/([0-9.]+)/],
  ['chrome', /(?!Chrom.*OPR)Chrom(?:e|ium)\/([0-9.]+)(:?\s|$)/],
  ['crios', /CriOS\/([0-9.]+)(:?\s|$)/],
  ['firefox', /Firefox\/([0-9.]+)(?:\s|$)/],
  ['fxios', /FxiOS\/([0-9.]+)/],
  ['opera', /OPR\/([0-9.]+)(:?\s|$)/],
  ['android', /Android\s([0-9.]+)/],
  ['ios', /Version\/([0-9._]+).*Mobile.*Safari.*/],
  ['safari', /Version\/([0-9._]+).*Safari/],
  ['ios-webview', /AppleWebKit\/([0-9.]+).*Mobile/],
  ['ios-webview', /AppleWebKit\/([0-9.]+).*Gecko\)$/],
];
const SYSTEMS: [string, RegExp][] = [
  ['iOS', /iP(hone|od|ad)/],
  ['Android OS', /Android/],
  ['Windows 7', /(Windows NT 6.1)/],
  ['Windows 8', /(Windows NT 6.2)/],
  ['Windows 8.1', /(Windows NT 6.3)/],
  ['Windows 10', /(Windows NT 10.0)/],
  ['Chrome OS', /CrOS/],
  ['Linux', /(Linux)|(X11)/],
  ['Mac OS', /(Mac_PowerPC)|(Macintosh)/],
];

export type BrowserInfo = { type: 'browser'; name: string; version: string; os: string | null };

export function detect(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): BrowserInfo | null {
  for (const [name, rule] of BROWSERS) {
    const match = userAgent ? rule.exec(userAgent) : null;
    if (!match) continue;
    // Three parts, as detect-browser gives them: "17.4" is "17.4.0", "1_2_3_4" is "1.2.3".
    const parts = (match[1] ?? '').split(/[._]/).slice(0, 3);
    while (parts.length < 3) parts.push('0');
    return { type: 'browser', name, version: parts.join('.'), os: SYSTEMS.find(([, r]) => r.test(userAgent))?.[0] ?? null };
  }
  return null;
}
