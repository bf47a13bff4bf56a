/**
 * Images come only from data:image/, https: or the page's own origin; anything else is a letter tile.
 * `serviceOrigin` is a service the site configured itself (the wallet catalogue), trusted over http too.
 */
export function safeImageUrl(url: string | undefined, origin: string = globalThis.location?.origin ?? '', serviceOrigin?: string): string | undefined {
  if (!url) return undefined;
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(url)) return url;
  try {
    const parsed = new URL(url, origin || undefined);
    if (parsed.protocol === 'https:') return parsed.href;
    // Same origin over plain http (a local dev page); blob: and other schemes never.
    if (origin && parsed.protocol === 'http:' && parsed.origin === origin) return parsed.href;
    if (serviceOrigin && parsed.protocol === 'http:' && parsed.origin === serviceOrigin) return parsed.href;
  } catch {
    return undefined;
  }
  return undefined;
}
