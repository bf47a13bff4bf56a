// @vitest-environment node
/** The stored form of token metadata any contract can make up (the rule is written in sanitise-metadata.ts). */
import { describe, expect, it } from 'vitest';
import { sanitiseIconUrl, sanitiseMetadata, sanitiseText } from '../../../../server/data/indexer/sanitise-metadata';
import { isPrivateHost } from '../../../../server/data/indexer/image-rule';
import { corsHeaders } from '../../../../server/shared/http/respond';
import type { IncomingMessage } from 'node:http';

describe('token metadata sanitising', () => {
  it('removes bidi controls, zero-width characters and controls, and keeps markup as text', () => {
    expect(sanitiseText('\u202Egnp.exe\u200B\u200C\u200D\u2060\uFEFF', 64, '?')).toBe('gnp.exe');
    expect(sanitiseText('\u2066Te\u00ADst\u2069\u0000\u0007 \n\t Token ', 64, '?')).toBe('Test Token');
    expect(sanitiseText('<script>alert(1)</script>', 64, '?')).toBe('<script>alert(1)</script>');
  });

  it('cuts by code points, never inside a surrogate pair, and looks at a bounded prefix only', () => {
    expect(sanitiseText('😀'.repeat(100), 16, '?')).toBe('😀'.repeat(16));
    const start = performance.now();
    expect(sanitiseText(`${'\u200B'.repeat(1024)}Visible${'A'.repeat(100_000)}`, 64, 'Unknown token')).toBe('Unknown token');
    expect(performance.now() - start).toBeLessThan(50);
    expect(sanitiseText(42, 16, 'UNKNOWN')).toBe('UNKNOWN');
  });

  it('keeps https, loopback http and raster data icons only', () => {
    expect(sanitiseIconUrl('https://cdn.example/t.png')).toBe('https://cdn.example/t.png');
    expect(sanitiseIconUrl('http://127.0.0.1:5173/t.png')).toBe('http://127.0.0.1:5173/t.png');
    expect(sanitiseIconUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    for (const bad of [
      'javascript:alert(1)',
      'http://evil.example/t.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      `https://x.example/${'a'.repeat(2100)}`,
      'ipfs://Qm',
    ]) {
      expect(sanitiseIconUrl(bad)).toBeNull();
    }
  });

  it('drops icons on loopback or private hosts unless their origin is listed (imageOrigins)', () => {
    const base = { chainId: 'eip155:1', address: '0xabc', kind: 'fungible' as const, name: 'T', symbol: 'T', decimals: 18 };
    const icon = (iconUrl: string, origins: string[] = []) => sanitiseMetadata({ ...base, iconUrl }, 'eip155:1', '0xabc', origins)?.iconUrl;
    const inside = [
      'http://127.0.0.1:5173/t.png',
      'http://localhost/t.png',
      'http://[::1]/t.png',
      'https://127.0.0.1/t.png',
      'https://localhost./t.png',
      'https://cdn.localhost/t.png',
      'https://10.1.2.3/t.png',
      'https://172.16.0.1/t.png',
      'https://192.168.0.10/t.png',
      'https://169.254.169.254/t.png',
      'https://100.64.0.1/t.png',
      'https://0.0.0.0/t.png',
      'https://[fd00::1]/t.png',
      'https://[fe80::1]/t.png',
      'https://[::ffff:127.0.0.1]/t.png',
      'https://2130706433/t.png',
      'https://0x7f.1/t.png',
      'https://printer/t.png',
      'https://nas.local/t.png',
      'https://db.internal/t.png',
    ];
    for (const url of inside) expect(icon(url), url).toBeNull();
    expect(icon('http://127.0.0.1:5173/t.png', ['http://127.0.0.1:5173'])).toBe('http://127.0.0.1:5173/t.png');
    expect(icon('http://127.0.0.1:5174/t.png', ['http://127.0.0.1:5173'])).toBeNull();
    expect(icon('https://cdn.example/t.png')).toBe('https://cdn.example/t.png');
    expect(icon('https://8.8.8.8/t.png')).toBe('https://8.8.8.8/t.png');
    expect(icon('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(isPrivateHost('[2001:4860::1]')).toBe(false);
  });

  it('refuses decimals outside 0..77 and metadata of another kind; NFTs get 0 decimals', () => {
    const base = { chainId: 'eip155:1', address: '0xabc', kind: 'fungible' as const, name: 'T', symbol: 'T', decimals: 18, iconUrl: null };
    expect(sanitiseMetadata({ ...base, decimals: 78 }, 'eip155:1', '0xabc')).toBeNull();
    expect(sanitiseMetadata({ ...base, decimals: 1.5 }, 'eip155:1', '0xabc')).toBeNull();
    expect(sanitiseMetadata({ ...base, kind: 'weird' as 'nft' }, 'eip155:1', '0xabc')).toBeNull();
    expect(sanitiseMetadata({ ...base, kind: 'nft', decimals: 255 }, 'eip155:1', '0xabc')?.decimals).toBe(0);
    // The reader's chain and address are not taken on trust.
    expect(sanitiseMetadata({ ...base, chainId: 'eip155:2', address: '0xdef' }, 'eip155:1', '0xabc')).toMatchObject({ chainId: 'eip155:1', address: '0xabc' });
  });
});

describe('CORS', () => {
  const request = (origin?: string) => ({ headers: origin ? { origin } : {} }) as IncomingMessage;
  it('allows any origin with *, and only the configured ones otherwise', () => {
    expect(corsHeaders(request('https://a.example'), '*')).toEqual({ 'access-control-allow-origin': '*' });
    expect(corsHeaders(request('https://a.example'), ['https://a.example'])).toEqual({ 'access-control-allow-origin': 'https://a.example', vary: 'origin' });
    expect(corsHeaders(request('https://b.example'), ['https://a.example'])).toEqual({ vary: 'origin' });
    expect(corsHeaders(request(), ['https://a.example'])).toEqual({ vary: 'origin' });
  });
});
