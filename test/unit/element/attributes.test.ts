import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../../src/element/attributes';
import { DEFAULT_OPTIONS } from '../../../src/state/options';

const messages = (raw: Parameters<typeof parseAttributes>[0]) => parseAttributes(raw).errors.map((e) => e.message);

describe('attribute parsing', () => {
  it('reads a full valid set', () => {
    const { options, errors } = parseAttributes({
      'project-id': 'my-site',
      networks: 'eip155:1, eip155:8453',
      'default-network': 'eip155:8453',
      theme: 'dark',
      'theme-variables': '{"--wm-accent":"#6d28d9","--wm-radius":"8px"}',
      'z-index': '50',
      'rpc-urls': '{"eip155:1":"https://rpc.example/eth"}',
      metadata: '{"name":"Site","description":"A site","url":"https://site.example","icons":["https://site.example/i.png"]}',
      'hide-button': '',
    });
    expect(errors).toEqual([]);
    expect(options.projectId).toBe('my-site');
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453']);
    expect(options.networks[0]!.rpcUrls.default.http).toEqual(['https://rpc.example/eth']);
    expect(options.defaultNetwork).toBe('eip155:8453');
    expect(options.theme).toBe('dark');
    expect(options.themeVariables).toEqual({ '--wm-accent': '#6d28d9', '--wm-radius': '8px' });
    expect(options.zIndex).toBe(50);
    expect(options.metadata?.name).toBe('Site');
    expect(options.hideButton).toBe(true);
  });

  it('uses the defaults when attributes are absent', () => {
    const { options, errors } = parseAttributes({});
    expect(errors).toEqual([]);
    expect(options).toMatchObject({ projectId: undefined, theme: 'light', zIndex: 999, hideButton: false });
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1']);
  });

  it('accepts an unknown network only with an RPC URL', () => {
    expect(messages({ networks: 'eip155:777' })[0]).toMatch(/eip155:777 is not a known network/);
    const { options, errors } = parseAttributes({ networks: 'eip155:777', 'rpc-urls': '{"eip155:777":"http://127.0.0.1:8545"}' });
    expect(errors).toEqual([]);
    expect(options.networks[0]).toMatchObject({ id: 777, caipNetworkId: 'eip155:777', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } });
  });

  it.each([
    [{ theme: 'purple' }, /^theme: must be "light" or "dark"/],
    [{ 'z-index': '9e9' }, /^z-index: must be an integer/],
    [{ 'z-index': '99999999999' }, /^z-index: /],
    [{ networks: 'eip155:1,nonsense' }, /"nonsense" is not a CAIP-2 network id/],
    [{ networks: 'cosmos:hub' }, /"cosmos:hub" is not a CAIP-2 network id/],
    [{ 'default-network': 'eip155:10' }, /^default-network: Network must be in the networks array of the setup$/],
    [{ 'rpc-urls': '{"eip155:1":"javascript:alert(1)"}' }, /^rpc-urls: has an entry for eip155:1 that is not an http\(s\) URL/],
    [{ 'rpc-urls': '[1]' }, /^rpc-urls: must be a JSON object/],
    [{ 'rpc-urls': '{oops' }, /^rpc-urls: is not valid JSON/],
    [{ 'theme-variables': '{"color":"red"}' }, /may only set --wm-\* custom properties/],
    [{ 'theme-variables': '{"--wm-accent":"red;} body{display:none"}' }, /unsafe or non-string value/],
    [{ 'theme-variables': '{"--wm-accent":"url(https://evil.example)"}' }, /unsafe or non-string value/],
    [{ metadata: '{"name":"x","description":"y","url":"javascript:1","icons":[]}' }, /^metadata: needs an http\(s\) url/],
    [{ 'project-id': '<script>' }, /^project-id: must be 1 to 128/],
  ])('reports %j and keeps the default', (raw, message) => {
    const { options, errors } = parseAttributes(raw);
    expect(errors.map((e) => e.message).some((m) => message.test(m))).toBe(true);
    expect(options.theme).toBe(DEFAULT_OPTIONS.theme);
    expect(options.zIndex).toBe(DEFAULT_OPTIONS.zIndex);
  });

  it('treats hide-button as a boolean attribute: present with any value hides the button', () => {
    expect(parseAttributes({ 'hide-button': '' }).options.hideButton).toBe(true);
    expect(parseAttributes({ 'hide-button': 'false' }).options.hideButton).toBe(true);
    expect(parseAttributes({ 'hide-button': null }).options.hideButton).toBe(false);
  });

  it('lets rpc-urls override a known network and keeps the rest of it', () => {
    const { options } = parseAttributes({ networks: 'eip155:8453', 'rpc-urls': '{"eip155:8453":"http://127.0.0.1:9545"}' });
    expect(options.networks[0]).toMatchObject({ name: 'Base', id: 8453, rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } } });
    expect(options.rpcUrls).toEqual({ 'eip155:8453': ['http://127.0.0.1:9545'] });
  });

  it('takes a list of RPC URLs per network, in the site order, once each', () => {
    const { options, errors } = parseAttributes({
      networks: 'eip155:8453,eip155:777',
      'rpc-urls': JSON.stringify({
        'eip155:8453': ['https://a.example', 'https://b.example', 'https://a.example'],
        'eip155:777': ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'],
      }),
    });
    expect(errors).toEqual([]);
    expect(options.networks.map((n) => n.rpcUrls.default.http)).toEqual([
      ['https://a.example', 'https://b.example'],
      ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'],
    ]);
    expect(options.rpcUrls['eip155:8453']).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each([
    ['{"eip155:1":[]}', /^rpc-urls: has an empty list of URLs for eip155:1$/],
    ['{"eip155:1":["https://ok.example","ftp://no.example"]}', /^rpc-urls: has an entry for eip155:1 \(URL 2\) that is not an http\(s\) URL$/],
    ['{"eip155:1":["https://ok.example",7]}', /^rpc-urls: has an entry for eip155:1 \(URL 2\) that is not an http\(s\) URL$/],
    [JSON.stringify({ 'eip155:1': Array.from({ length: 11 }, (_, i) => `https://r${i}.example`) }), /^rpc-urls: may list at most 10 URLs for eip155:1$/],
    ['{"eip155:1":{"url":"https://ok.example"}}', /^rpc-urls: has an entry for eip155:1 that is not an http\(s\) URL$/],
  ])('refuses the rpc-urls list %s and keeps the known URLs', (raw, message) => {
    const { options, errors } = parseAttributes({ 'rpc-urls': raw });
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(message)]);
    expect(options.rpcUrls).toEqual({});
    expect(options.networks[0]!.rpcUrls.default.http).toEqual(DEFAULT_OPTIONS.networks[0]!.rpcUrls.default.http);
  });

  it('applies rpc-urls to the default network when networks is absent', () => {
    const { options } = parseAttributes({ 'rpc-urls': '{"eip155:1":"https://rpc.example/one"}' });
    expect(options.networks[0]!.rpcUrls.default.http).toEqual(['https://rpc.example/one']);
  });

  it('drops repeated networks and keeps the site order', () => {
    const { options, errors } = parseAttributes({ networks: 'eip155:8453,eip155:1,eip155:8453' });
    expect(errors).toEqual([]);
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:8453', 'eip155:1']);
  });

  it('keeps the usable networks of a partly bad list', () => {
    const { options, errors } = parseAttributes({ networks: 'eip155:1,eip155:0x1,eip155:777' });
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1']);
    expect(errors.map((e) => e.attribute)).toEqual(['networks', 'networks']);
    expect(errors[0]!.message).toMatch(/"eip155:0x1" is not a CAIP-2 network id/);
  });

  it('gives a custom network the native currency of its namespace', () => {
    const { options } = parseAttributes({ networks: 'solana:devnetref', 'rpc-urls': '{"solana:devnetref":"http://127.0.0.1:8899"}' });
    expect(options.networks[0]).toMatchObject({ id: 'devnetref', chainNamespace: 'solana', nativeCurrency: { symbol: 'SOL', decimals: 9 } });
  });

  it('accepts a default network from the list and falls back to none otherwise', () => {
    expect(parseAttributes({ networks: 'eip155:1,eip155:8453', 'default-network': 'eip155:8453' }).options.defaultNetwork).toBe('eip155:8453');
    const { options, errors } = parseAttributes({ networks: 'eip155:1', 'default-network': 'eip155:8453' });
    expect(options.defaultNetwork).toBeUndefined();
    // Also SPEC §8's Network Not Found alert, which the element raises once per page.
    expect(errors).toEqual([
      { attribute: 'default-network', message: 'default-network: Network must be in the networks array of the setup', alert: 'NETWORK_NOT_FOUND' },
    ]);
  });

  it.each([
    [{ 'z-index': '' }, 'z-index'],
    [{ 'z-index': '1.5' }, 'z-index'],
    [{ theme: '' }, 'theme'],
    [{ 'theme-variables': '"--wm-accent"' }, 'theme-variables'],
    [{ 'theme-variables': '{"--wm-accent":3}' }, 'theme-variables'],
    [{ 'theme-variables': '{"--wm-bg":"red} :host{color:red"}' }, 'theme-variables'],
    [{ 'theme-variables': '{"--wm-bg":"URL(x)"}' }, 'theme-variables'],
    [{ 'theme-variables': '{"--wm-bg":"x; color: red"}' }, 'theme-variables'],
    [{ 'theme-variables': '{"--other":"red"}' }, 'theme-variables'],
    [{ 'rpc-urls': '{"nonsense":"https://rpc.example"}' }, 'rpc-urls'],
    [{ 'rpc-urls': '{"eip155:1":"ftp://rpc.example"}' }, 'rpc-urls'],
    [{ metadata: 'null' }, 'metadata'],
    [{ metadata: '{"name":"x","description":"y","url":"https://x.example","icons":["javascript:1"]}' }, 'metadata'],
    [{ 'project-id': '' }, 'project-id'],
    [{ 'default-network': 'not-an-id' }, 'default-network'],
  ] as const)('rejects %j, naming the attribute', (raw, attribute) => {
    const { options, errors } = parseAttributes(raw);
    expect(errors.map((e) => e.attribute)).toEqual([attribute]);
    expect(errors[0]!.message.startsWith(`${attribute}: `)).toBe(true);
    const defaults = parseAttributes({}).options;
    expect(options).toEqual(defaults);
  });

  it('never throws, whatever the input', () => {
    const hostile = ['{', '[]', 'null', '"x"', '1e400', '\u0000', 'a'.repeat(30_000), '{"__proto__":{"polluted":"yes"}}'];
    for (const value of hostile) {
      const raw = { networks: value, 'default-network': value, theme: value, 'theme-variables': value, 'z-index': value, 'rpc-urls': value, metadata: value };
      expect(() => parseAttributes(raw)).not.toThrow();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('falls back to eip155:1 when no listed network is usable', () => {
    const { options, errors } = parseAttributes({ networks: 'bogus' });
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1']);
    expect(errors.length).toBe(2);
  });
});
