// @vitest-environment node
/**
 * The token-logo configuration (`tokenLists`, `chains[].tokenIcons`, `chains[].iconUrl`) as the config file is read,
 * each refusal naming its field; the token-list rule entry by entry; and the byte rule that decides what a fetched
 * logo is (never the server's Content-Type).
 */
import { describe, expect, it } from 'vitest';
import { parseDataServiceConfig } from '../../../../server/data/config-file';
import { logoTypeOf } from '../../../../server/data/images/logo-bytes';
import { parseTokenList } from '../../../../server/data/images/token-logos';
import { PNG, SAFE_SVG } from '../../../support/data/logo-server';

const TOKEN = `0x${'ab'.repeat(20)}`;
const chain = { chainId: 'eip155:1', name: 'Ethereum', testnet: false, nativeSymbol: 'ETH', nativeDecimals: 18 };
const base = { nameSuffix: '.test', corsOrigins: '*', chains: [chain] };

describe('token logo configuration', () => {
  it('reads tokenLists, tokenIcons and a network iconUrl', () => {
    const options = parseDataServiceConfig(
      {
        ...base,
        tokenLists: ['https://tokens.example/list.json'],
        chains: [{ ...chain, iconUrl: 'https://icons.example/eth.png', tokenIcons: { [TOKEN]: 'https://icons.example/t.png' } }],
      },
      {},
    );
    expect(options.tokenLists).toEqual(['https://tokens.example/list.json']);
    expect(options.chains[0]).toMatchObject({ iconUrl: 'https://icons.example/eth.png', tokenIcons: { [TOKEN]: 'https://icons.example/t.png' } });
    expect(parseDataServiceConfig(base, {}).tokenLists).toBeUndefined();
  });

  it('refuses each bad value by its field', () => {
    expect(() => parseDataServiceConfig({ ...base, tokenLists: ['ftp://tokens.example/list.json'] }, {})).toThrow(/tokenLists\[0\].*http\(s\) URL/);
    expect(() => parseDataServiceConfig({ ...base, tokenLists: 'https://tokens.example/list.json' }, {})).toThrow(/tokenLists/);
    expect(() => parseDataServiceConfig({ ...base, chains: [{ ...chain, iconUrl: 'javascript:alert(1)' }] }, {})).toThrow(
      /chains\[0\]\.iconUrl.*http\(s\) URL/,
    );
    expect(() => parseDataServiceConfig({ ...base, chains: [{ ...chain, tokenIcons: { nope: 'https://icons.example/t.png' } }] }, {})).toThrow(
      /chains\[0\]\.tokenIcons\.nope.*token address of eip155/,
    );
    expect(() => parseDataServiceConfig({ ...base, chains: [{ ...chain, tokenIcons: { [TOKEN]: 'data:text/html,<script>' } }] }, {})).toThrow(
      /chains\[0\]\.tokenIcons.*http\(s\) URL or a data:image/,
    );
    expect(() =>
      parseDataServiceConfig(
        {
          ...base,
          chains: [{ ...chain, tokenIcons: { [TOKEN]: 'https://a.example/1.png', [TOKEN.toUpperCase().replace('0X', '0x')]: 'https://a.example/2.png' } }],
        },
        {},
      ),
    ).toThrow(/listed twice/);
  });
});

describe('token lists', () => {
  const chains = new Set(['eip155:1']);
  const entry = (over: Record<string, unknown>) => ({ chainId: 1, address: TOKEN, symbol: 'T', decimals: 18, logoURI: 'https://icons.example/t.png', ...over });

  it('keeps logos of configured chains under the image rule, counting what it drops', () => {
    const list = {
      tokens: [
        entry({}),
        entry({ chainId: 10 }),
        entry({ address: `0x${'cd'.repeat(20)}`, logoURI: 'http://10.0.0.1/t.png' }),
        entry({ address: `0x${'ef'.repeat(20)}`, logoURI: 'https://192.168.1.1/t.png' }),
        entry({ decimals: 78 }),
        entry({ symbol: 5 }),
        'nonsense',
      ],
    };
    const parsed = parseTokenList(JSON.stringify(list), chains, []);
    expect([...parsed!.logos]).toEqual([[`eip155:1:${TOKEN}`, 'https://icons.example/t.png']]);
    expect(parsed!.dropped).toBe(5);
  });

  it('refuses what is not a token list', () => {
    expect(parseTokenList('not json', chains, [])).toBeNull();
    expect(parseTokenList('{"tokens":{}}', chains, [])).toBeNull();
    expect(parseTokenList('[]', chains, [])).toBeNull();
  });
});

describe('logo bytes', () => {
  it('types rasters by their signatures and passive SVGs, whatever the name', () => {
    expect(logoTypeOf(PNG)).toBe('image/png');
    expect(logoTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(logoTypeOf(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(logoTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(logoTypeOf(Buffer.from(SAFE_SVG))).toBe('image/svg+xml');
    expect(logoTypeOf(Buffer.from(`<?xml version="1.0"?>\n${SAFE_SVG}\n`))).toBe('image/svg+xml');
  });

  it('refuses markup that can act or reach out, and what is no image', () => {
    const svg = (inner: string, attributes = '') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`);
    for (const hostile of [
      svg('<script>alert(1)</script>'),
      svg('<circle r="1"/>', ' onload="alert(1)"'),
      svg('<circle r="1" ONCLICK = "x"/>'),
      svg('<foreignObject><div/></foreignObject>'),
      svg('<image href="https://tracker.example/p.png"/>'),
      svg('<use xlink:href="https://x.example/s.svg#a"/>'),
      svg('<a href="javascript:alert(1)"><circle r="1"/></a>'),
      svg('<style>@import url(https://x.example/a.css)</style>'),
      svg('<circle r="1" fill="url(https://x.example/#g)"/>'),
      Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>'),
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/>'),
      Buffer.from([0x00, 0x01, 0xfe, 0xff]),
      Buffer.alloc(0),
    ])
      expect(logoTypeOf(hostile), hostile.toString('utf8')).toBeNull();
  });
});
