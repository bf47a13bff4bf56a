// The shared checks of src/validate/ (issue 20 point 7): one record check and one http(s) URL check for every layer.
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/validate/record';
import { isHttpUrl } from '../../../src/validate/url';

describe('isRecord', () => {
  it('is an object, not null and not an array', () => {
    for (const yes of [{}, { a: 1 }, Object.create(null), new Date(0)]) expect(isRecord(yes)).toBe(true);
    for (const no of [null, undefined, [], [1], 'a', 1, true, () => 1]) expect(isRecord(no)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('reads an absolute http: or https: URL as the browser does', () => {
    expect(isHttpUrl('https://example.com/a?b=1')).toBe(true);
    expect(isHttpUrl('HTTP://Example.com')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:8545')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '/relative',
      'example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'data:text/plain,x',
      'wss://relay.example',
      'http://',
      1,
      null,
      undefined,
      {},
    ]) {
      expect(isHttpUrl(bad), String(bad)).toBe(false);
    }
  });
});
