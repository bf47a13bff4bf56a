import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAttributes } from '../../../src/element/attributes';
import '../../../src/wallet-modal';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('api-url', () => {
  it('takes an http(s) base URL, without its trailing slash', () => {
    expect(parseAttributes({ 'api-url': 'https://data.example/api/' }).options.apiUrl).toBe('https://data.example/api');
    expect(parseAttributes({ 'api-url': ' http://127.0.0.1:4100 ' }).options.apiUrl).toBe('http://127.0.0.1:4100');
    expect(parseAttributes({}).options.apiUrl).toBeUndefined();
  });

  it.each(['javascript:alert(1)', 'ftp://data.example', 'data.example', 'https://user:secret@data.example', ''])('refuses %j and keeps none', (value) => {
    const { options, errors } = parseAttributes({ 'api-url': value });
    expect(options.apiUrl).toBeUndefined();
    expect(errors.map((e) => e.attribute)).toEqual(['api-url']);
  });

  it('reports a bad value as wm-error INVALID_ATTRIBUTE on the element, which keeps working', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = document.createElement('wallet-modal');
    const errors: CustomEvent[] = [];
    element.addEventListener('wm-error', (e) => errors.push(e as CustomEvent));
    element.setAttribute('project-id', 'site');
    element.setAttribute('api-url', 'javascript:alert(1)');
    document.body.append(element);
    expect(errors.map((e) => e.detail)).toEqual([{ code: 'INVALID_ATTRIBUTE', message: 'api-url: must be an http: or https: URL' }]);
    expect(element.getAccount()).toMatchObject({ isConnected: false, tokenBalance: [], profileName: undefined, addressExplorerUrl: undefined });
  });
});
