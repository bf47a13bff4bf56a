/**
 * A stand-in for the data service on 127.0.0.1 for unit tests, speaking its wire format (server/data/http/routes on
 * the data branch): `{ balances }`, `{ data, next }` with an opaque cursor, `{ name, avatar }`, `{ suggestions }`,
 * name records and `{ message, field }` errors; CORS as the service answers it. It checks a registration as the
 * service does: body fields, the signed JSON message and, with ethers, the personal_sign signature.
 * The real service replaces it in the end-to-end tests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyMessage } from 'ethers';

export type WireBalance = Record<string, unknown>;
export type WireTransaction = Record<string, unknown>;

export type DataServiceStandIn = {
  url: string;
  /** Every request's method and path with query, in order. */
  requests: string[];
  balances: WireBalance[];
  /** History pages, newest first: page i is answered for cursor `page-i` (the first without a cursor). */
  history: WireTransaction[][];
  identities: Record<string, { name: string | null; avatar: string | null }>;
  names: Set<string>;
  suffix: string;
  /** Answers every route with this status instead (500: a broken service). */
  failWith: number | undefined;
  /** A raw body for the next GET (hostile answers). */
  rawBody: string | undefined;
  registrations: { coin_type: number; address: string; name: string; signer: string }[];
  close(): Promise<void>;
};

const headers = { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' };

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, headers).end(status === 204 ? undefined : JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startDataService(): Promise<DataServiceStandIn> {
  const stand: DataServiceStandIn = {
    url: '',
    requests: [],
    balances: [],
    history: [[]],
    identities: {},
    names: new Set(),
    suffix: '.wallet-modal.local',
    failWith: undefined,
    rawBody: undefined,
    registrations: [],
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        return res.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': 'content-type' }).end();
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      stand.requests.push(`${req.method} ${url.pathname}${url.search}`);
      if (stand.failWith) return send(res, stand.failWith, { message: 'Internal error' });
      if (stand.rawBody !== undefined && req.method === 'GET') {
        const raw = stand.rawBody;
        stand.rawBody = undefined;
        return res.writeHead(200, headers).end(raw);
      }
      const path = url.pathname;
      if (path === '/v1/supported-chains') {
        return send(res, 200, {
          http: ['eip155:31337', 'eip155:1'],
          ws: [],
          chains: [
            {
              id: 'eip155:31337',
              name: 'Anvil',
              testnet: false,
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              explorerUrl: `${stand.url}/explorer`,
              indexed: true,
            },
            {
              id: 'eip155:1',
              name: 'Ethereum',
              testnet: false,
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              explorerUrl: 'https://etherscan.io',
              indexed: true,
            },
          ],
        });
      }
      if (/^\/v1\/account\/([^/]+)\/balance$/.test(path)) {
        if (url.searchParams.get('currency') !== 'usd') return send(res, 400, { message: 'currency must be usd', field: 'currency' });
        return send(res, 200, { balances: stand.balances });
      }
      if (/^\/v1\/account\/([^/]+)\/history$/.test(path)) {
        const cursor = url.searchParams.get('cursor');
        const page = cursor === null ? 0 : Number(/^page-(\d+)$/.exec(cursor)?.[1] ?? NaN);
        if (!Number.isInteger(page) || page >= stand.history.length)
          return send(res, 400, { message: 'cursor is not one this service gave out', field: 'cursor' });
        return send(res, 200, { data: stand.history[page], next: page + 1 < stand.history.length ? `page-${page + 1}` : null });
      }
      const identity = /^\/v1\/identity\/([^/]+)$/.exec(path);
      if (identity) {
        return send(res, 200, stand.identities[decodeURIComponent(identity[1]!).toLowerCase()] ?? { name: null, avatar: null });
      }
      const suggestions = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(path);
      if (suggestions) {
        const label = decodeURIComponent(suggestions[1]!).toLowerCase();
        if (!/^[a-z0-9-]{4,63}$/.test(label)) return send(res, 400, { message: 'a name is letters, digits and hyphens', field: 'name' });
        const name = `${label}${stand.suffix}`;
        const free = ['1', '42'].map((s) => `${label}${s}${stand.suffix}`).filter((n) => !stand.names.has(n));
        return send(res, 200, {
          suggestions: [{ name, registered: stand.names.has(name) }, ...free.map((n) => ({ name: n, registered: false }))],
          domain: stand.suffix.slice(1),
        });
      }
      const account = /^\/v1\/profile\/account\/([^/]+)$/.exec(path);
      if (account && req.method === 'GET') {
        const label = decodeURIComponent(account[1]!).toLowerCase().replace(stand.suffix, '');
        const name = `${label}${stand.suffix}`;
        if (!stand.names.has(name)) return send(res, 404, { message: `No name ${name}`, field: 'name' });
        return send(res, 200, { name, registered: 1, updated: 1, addresses: {}, attributes: {} });
      }
      if (path === '/v1/profile/account' && req.method === 'POST') {
        const body = (await bodyOf(req)) as { coin_type: unknown; address: unknown; message: unknown; signature: unknown };
        if (typeof body.coin_type !== 'number') return send(res, 400, { message: 'coin_type must be a whole number', field: 'coin_type' });
        if (typeof body.address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(body.address)) return send(res, 400, { message: 'address', field: 'address' });
        if (typeof body.message !== 'string' || typeof body.signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(body.signature))
          return send(res, 400, { message: 'signature', field: 'signature' });
        const signed = JSON.parse(body.message) as Record<string, unknown>;
        const keys = Object.keys(signed).join(',');
        if (keys !== 'domain,name,address,coinType,timestamp,nonce') return send(res, 400, { message: `message keys ${keys}`, field: 'message' });
        if (signed.domain !== stand.suffix.slice(1))
          return send(res, 400, { message: `message.domain must be ${stand.suffix.slice(1)}`, field: 'message.domain' });
        if (signed.coinType !== body.coin_type || String(signed.address).toLowerCase() !== body.address.toLowerCase())
          return send(res, 400, { message: 'message fields', field: 'message' });
        if (typeof signed.timestamp !== 'number' || Math.abs(signed.timestamp - Date.now() / 1000) > 600)
          return send(res, 400, { message: 'timestamp', field: 'message.timestamp' });
        let signer: string;
        try {
          signer = verifyMessage(body.message, body.signature);
        } catch {
          return send(res, 400, { message: 'signature is not a valid secp256k1 signature', field: 'signature' });
        }
        if (signer.toLowerCase() !== body.address.toLowerCase()) return send(res, 401, { message: 'signature was not made by address', field: 'signature' });
        const name = `${String(signed.name).toLowerCase().replace(stand.suffix, '')}${stand.suffix}`;
        if (stand.names.has(name)) return send(res, 409, { message: `The name ${name} is taken`, field: 'message.name' });
        stand.names.add(name);
        stand.identities[body.address.toLowerCase()] = { name, avatar: null };
        stand.registrations.push({ coin_type: body.coin_type, address: body.address, name, signer });
        return send(res, 200, {
          name,
          registered: 1,
          updated: 1,
          addresses: { [String(body.coin_type)]: { address: body.address, created: '1' } },
          attributes: {},
        });
      }
      send(res, 404, { message: `No route ${path}` });
    })().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stand.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stand;
}

/** A balance as the service writes it. */
export function wireBalance(overrides: Record<string, unknown> = {}): WireBalance {
  return {
    name: 'Demo Token',
    symbol: 'DEMO',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: '1234.50',
    price: '2.00',
    iconUrl: 'https://tokens.example/demo.png',
    quantity: { decimals: '18', numeric: '617.25' },
    ...overrides,
  };
}

let seq = 0;
/** A transaction as the service writes it (one fungible transfer unless given). */
export function wireTransaction(
  overrides: { chain?: string; direction?: string; transfers?: unknown[]; status?: string; minedAt?: string } = {},
): WireTransaction {
  const hash = `0x${(++seq).toString(16).padStart(64, '0')}`;
  const chain = overrides.chain ?? 'eip155:31337';
  return {
    id: `${chain}:${hash}`,
    metadata: {
      minedAt: overrides.minedAt ?? new Date(Date.now() - 3 * 60_000).toISOString(),
      chain,
      operationType: overrides.direction === 'in' ? 'receive' : 'send',
      status: overrides.status ?? 'confirmed',
      sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      hash,
    },
    transfers: overrides.transfers ?? [
      {
        direction: overrides.direction ?? 'out',
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: null },
        quantity: { numeric: '0.5', decimals: '18' },
        value: '1500.00',
        price: '3000.00',
      },
    ],
  };
}

/** An NFT transfer as the service writes it. */
export function wireNftTransfer(
  name: string,
  direction: 'in' | 'out',
  spam = false,
  preview: string | null = 'https://nft.example/1.png',
): Record<string, unknown> {
  return {
    direction,
    nft_info: { name, content: { preview: preview ? { url: preview } : null }, flags: { is_spam: spam } },
    quantity: { numeric: '1', decimals: '0' },
    value: null,
    price: null,
  };
}
