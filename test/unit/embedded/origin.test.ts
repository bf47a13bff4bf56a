/** Origins compared whole (issue 21 point 4): scheme, host and port; never a host alone, a prefix or a suffix. */
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, originOf, parseOrigin } from '../../../src/frame-protocol/origin';

describe('frame origins', () => {
  it('reads a configured origin, serialised as MessageEvent.origin is', () => {
    expect(parseOrigin('https://shop.example')).toBe('https://shop.example');
    expect(parseOrigin('https://shop.example/')).toBe('https://shop.example');
    expect(parseOrigin('HTTPS://Shop.Example:443')).toBe('https://shop.example');
    expect(parseOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
    for (const bad of [
      'shop.example',
      'https://shop.example/path',
      'https://shop.example?x',
      'https://shop.example#x',
      'https://u:p@shop.example',
      'ftp://shop.example',
      'null',
      '*',
      '',
      42,
    ]) {
      expect(parseOrigin(bad), String(bad)).toBeUndefined();
    }
    expect(originOf('https://frame.example:8443/wallet/?projectId=x')).toBe('https://frame.example:8443');
  });

  it('allows exactly the configured origins', () => {
    const allowed = ['https://shop.example', 'http://127.0.0.1:5173'];
    expect(isAllowedOrigin('https://shop.example', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:5173', allowed)).toBe(true);
    for (const hostile of [
      'null',
      'http://shop.example',
      'https://shop.example:8443',
      'https://www.shop.example',
      'https://shop.example.evil.test',
      'https://evilshop.example',
      'https://shop.examp1e',
      'https://shop.example/',
      'http://127.0.0.1:5174',
      'http://localhost:5173',
      'https://SHOP.example',
      '',
      undefined,
    ]) {
      expect(isAllowedOrigin(hostile, allowed), String(hostile)).toBe(false);
    }
  });
});
