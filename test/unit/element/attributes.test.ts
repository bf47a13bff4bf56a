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

  it('falls back to eip155:1 when no listed network is usable', () => {
    const { options, errors } = parseAttributes({ networks: 'bogus' });
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1']);
    expect(errors.length).toBe(2);
  });
});
