/**
 * Whether and how the frame app starts (issue 21 point 3): its query parameters, its host's config.json, the parent
 * check, and a start that refuses (no configuration, no parent) showing why and announcing nothing.
 */
import { describe, expect, it } from 'vitest';
import { bootFrame } from '../../../frame/boot';
import { loadFrameConfig, parseFrameConfig } from '../../../frame/config';
import { readFrameParams } from '../../../frame/params';
import { decideParent } from '../../../frame/parent-origin';

const ancestors = (...origins: string[]) => ({ length: origins.length, item: (index: number) => origins[index] ?? null });

describe('frame parameters', () => {
  it('reads SPEC §7 parameters, with eip155:1 by default and malformed values dropped', () => {
    expect(readFrameParams('?projectId=demo&chainId=eip155:8453&version=0.1.0&enableLogger=true')).toEqual({
      projectId: 'demo',
      chainId: 'eip155:8453',
      version: '0.1.0',
      enableLogger: true,
    });
    expect(readFrameParams('')).toEqual({ projectId: '', chainId: 'eip155:1', version: '', enableLogger: false });
    expect(readFrameParams('?chainId=137').chainId).toBe(137);
    expect(readFrameParams('?chainId=nope&projectId=<b>&enableLogger=1')).toEqual({ projectId: '', chainId: 'eip155:1', version: '', enableLogger: false });
  });
});

describe('frame configuration', () => {
  it('takes a list of whole origins, and names what is wrong otherwise', () => {
    expect(parseFrameConfig({ allowedOrigins: ['https://shop.example/', 'http://127.0.0.1:5173'], authUrl: 'https://auth.example' })).toEqual({
      allowedOrigins: ['https://shop.example', 'http://127.0.0.1:5173'],
      authUrl: 'https://auth.example',
    });
    expect(parseFrameConfig({ allowedOrigins: [] })).toEqual({ error: 'allowedOrigins must list 1 to 100 origins' });
    expect(parseFrameConfig({ allowedOrigins: ['*'] })).toMatchObject({ error: expect.stringContaining('"*" is not an http(s) origin') });
    expect(parseFrameConfig({ allowedOrigins: ['https://shop.example/app'] })).toMatchObject({ error: expect.stringContaining('not an http(s) origin') });
    expect(parseFrameConfig({ allowedOrigins: ['https://shop.example'], extra: 1 })).toMatchObject({ error: expect.stringContaining('nothing else') });
    expect(parseFrameConfig(JSON.parse('{"allowedOrigins": ["https://shop.example"], "__proto__": {}}'))).toMatchObject({ error: expect.any(String) });
    expect(parseFrameConfig({ allowedOrigins: ['https://shop.example'], authUrl: 'ftp://x' })).toEqual({ error: 'authUrl must be an http(s) URL' });
  });

  it('fetches config.json beside the page, on its own origin, without credentials or redirects', async () => {
    const asked: { url: string; init: RequestInit | undefined }[] = [];
    const fetchConfig = async (url: string | URL | Request, init?: RequestInit) => {
      asked.push({ url: String(url), init });
      return new Response(JSON.stringify({ allowedOrigins: ['https://shop.example'] }), { headers: { 'content-type': 'application/json' } });
    };
    expect(await loadFrameConfig('https://frame.example/wallet/?projectId=x&chainId=eip155:1', fetchConfig)).toEqual({
      allowedOrigins: ['https://shop.example'],
    });
    expect(asked).toEqual([{ url: 'https://frame.example/wallet/config.json', init: { credentials: 'omit', redirect: 'error', cache: 'no-cache' } }]);
    const missing = async () => new Response('no', { status: 404 });
    expect(await loadFrameConfig('https://frame.example/', missing)).toEqual({ error: 'config.json answered HTTP 404' });
    const broken = async () => new Response('{not json');
    expect(await loadFrameConfig('https://frame.example/', broken)).toMatchObject({ error: expect.stringContaining('could not be read') });
  });
});

describe('the parent check', () => {
  const allowed = ['https://shop.example'];
  it('refuses a page that is not framed', () => {
    const view: { parent: unknown; location: object } = { parent: null, location: {} };
    view.parent = view;
    expect(decideParent(view, allowed)).toEqual({ ok: false, reason: 'W3mFrame: parent is not set' });
  });

  it('refuses a parent origin the browser names and the configuration does not hold, and pins one it does', () => {
    const parent = {};
    expect(decideParent({ parent, location: { ancestorOrigins: ancestors('https://evil.example') } }, allowed)).toEqual({
      ok: false,
      reason: 'Invalid App Configuration: https://evil.example is not an allowed origin of this wallet',
    });
    expect(decideParent({ parent, location: { ancestorOrigins: ancestors('https://shop.example.evil.test') } }, allowed)).toMatchObject({ ok: false });
    expect(decideParent({ parent, location: { ancestorOrigins: ancestors('https://shop.example', 'https://top.example') } }, allowed)).toEqual({
      ok: true,
      parentOrigin: 'https://shop.example',
    });
    expect(decideParent({ parent, location: {} }, allowed)).toEqual({ ok: true });
  });
});

describe('bootFrame', () => {
  it('outside a frame, shows why and posts nothing', async () => {
    document.body.innerHTML = '<p id="status" hidden></p>';
    const posted: unknown[] = [];
    const record = (event: MessageEvent) => posted.push(event.data);
    window.addEventListener('message', record);
    const fetchConfig = async () => new Response(JSON.stringify({ allowedOrigins: ['https://shop.example'] }));
    expect(await bootFrame({ window, fetch: fetchConfig })).toBeUndefined();
    const status = document.getElementById('status')!;
    expect(status.hidden).toBe(false);
    expect(status.textContent).toBe('W3mFrame: parent is not set');
    expect(posted).toEqual([]);
    window.removeEventListener('message', record);
  });

  it('without a configuration, shows why and starts nothing', async () => {
    document.body.innerHTML = '<p id="status" hidden></p>';
    expect(await bootFrame({ window, fetch: async () => new Response('', { status: 404 }) })).toBeUndefined();
    expect(document.getElementById('status')!.textContent).toBe('config.json answered HTTP 404');
  });
});
