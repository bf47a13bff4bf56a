// The local onramp provider: stands in for a real provider's hosted checkout as the Phone Wallet stands in for a
// phone. GET /checkout?address&network&cryptoAmount[&fiatAmount&currency] (the URL the data service generates) shows
// the purchase and a card form; POST /pay charges a test card (cards.ts) and funds the address from the devnet
// faucet: an Anvil dev account (account 8, which no test uses) on EVM, an airdrop on the Solana Localnet.
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chargeCard } from './cards.ts';
import { checkoutPage, completePage, errorPage } from './page.ts';
import type { Purchase } from './page.ts';

/** A network the provider sells its native currency on; `maxUnits`: the most one purchase buys, in base units. */
export type ProviderNetwork = { kind: 'evm' | 'solana'; name: string; rpcUrl: string; symbol: string; decimals: number; maxUnits: bigint };
/** A purchase that passed the checks, with its amount in base units and the network it is funded on. */
type CheckedPurchase = Purchase & { units: bigint; funding: ProviderNetwork };
export type OnrampProviderOptions = {
  /** What it sells, by CAIP-2 network id. */
  networks: Readonly<Record<string, ProviderNetwork>>;
  /** 0 (default): a free port. */
  port?: number;
  log?: (line: string) => void;
};
export type OnrampProvider = {
  url: string;
  /** The checkout page, which the data service's onramp URLs name. */
  checkoutUrl: string;
  stop(): Promise<void>;
};

/** Anvil's dev account 8 (mnemonic `test test … junk`), unlocked on every stack chain; no test sends from it. */
const ONRAMP_FAUCET_ACCOUNT = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
const CHECKOUT_PATH = '/checkout';
const MAX_FORM_BYTES = 4096;

/** The purchase a checkout URL or form names, or an error message. */
function parsePurchase(q: Record<string, string | undefined>, networks: Readonly<Record<string, ProviderNetwork>>): CheckedPurchase | string {
  const network = q.network && Object.hasOwn(networks, q.network) ? networks[q.network] : undefined;
  if (!network || !q.network) return `This provider does not sell on network ${String(q.network ?? '(none)').slice(0, 64)}.`;
  const address = q.address ?? '';
  if (network.kind === 'evm' ? !/^0x[0-9a-fA-F]{40}$/.test(address) : !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address))
    return 'The destination address is not valid.';
  const cryptoAmount = q.cryptoAmount ?? '';
  const match = /^(\d{1,20})(?:\.(\d+))?$/.exec(cryptoAmount);
  if (!match?.[1] || (match[2] ?? '').length > network.decimals) return `The amount must be a decimal with at most ${network.decimals} decimals.`;
  const units = BigInt(match[1]) * 10n ** BigInt(network.decimals) + BigInt((match[2] ?? '').padEnd(network.decimals, '0') || '0');
  if (units <= 0n || units > network.maxUnits) return 'The amount is outside what this provider sells at once.';
  const fiatAmount = q.fiatAmount && /^\d{1,12}(\.\d{1,2})?$/.test(q.fiatAmount) ? q.fiatAmount : undefined;
  const currency = q.currency && /^[A-Z]{3}$/.test(q.currency) ? q.currency : undefined;
  return {
    address,
    network: q.network,
    networkName: network.name,
    cryptoAmount,
    symbol: network.symbol,
    units,
    funding: network,
    ...(fiatAmount ? { fiatAmount, currency: currency ?? 'USD' } : {}),
  };
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const reply: { result?: unknown; error?: { message?: string } } = await response.json();
  if (reply.error) throw new Error(`${method}: ${reply.error.message ?? 'error'}`);
  return reply.result;
}

/** A transaction hash or signature the node answered; anything else is an error, not a page showing "undefined". */
function idOf(method: string, result: unknown): string {
  if (typeof result !== 'string') throw new Error(`${method} answered ${JSON.stringify(result)}, not a transaction id`);
  return result;
}

/** Sends the purchase from the faucet; resolves with the transaction hash or signature once it is on chain. */
async function fund(p: CheckedPurchase): Promise<string> {
  const network = p.funding;
  if (network.kind === 'solana') return idOf('requestAirdrop', await rpc(network.rpcUrl, 'requestAirdrop', [p.address, Number(p.units)]));
  const hash = idOf(
    'eth_sendTransaction',
    await rpc(network.rpcUrl, 'eth_sendTransaction', [{ from: ONRAMP_FAUCET_ACCOUNT, to: p.address, value: `0x${p.units.toString(16)}` }]),
  );
  for (let i = 0; i < 100; i++) {
    const receipt = (await rpc(network.rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null;
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`the funding transaction ${hash} failed`);
      return hash;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the funding transaction ${hash} was not mined`);
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  const chunks: AsyncIterable<Buffer> = req;
  for await (const chunk of chunks) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return Object.fromEntries(new URLSearchParams(body));
}

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // No script at all; the form posts to this origin only.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

export async function startOnrampProvider({ networks, port = 0, log = () => {} }: OnrampProviderOptions): Promise<OnrampProvider> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, html: string) => res.writeHead(status, HTML_HEADERS).end(html);
    try {
      if (req.method === 'GET' && url.pathname === CHECKOUT_PATH) {
        const p = parsePurchase(Object.fromEntries(url.searchParams), networks);
        return typeof p === 'string' ? send(400, errorPage(p)) : send(200, checkoutPage(p));
      }
      if (req.method === 'POST' && url.pathname === '/pay') {
        const form = await readForm(req);
        const p = parsePurchase(form, networks);
        if (typeof p === 'string') return send(400, errorPage(p));
        const charge = chargeCard(form);
        if (!charge.ok) return send(402, checkoutPage(p, { error: charge.error, card: { number: form.number ?? '', expiry: form.expiry ?? '' } }));
        const transaction = await fund(p);
        log(`funded ${p.cryptoAmount} ${p.symbol} to ${p.address} on ${p.network}: ${transaction}`);
        return send(200, completePage(p, transaction));
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    } catch (error) {
      log(`${req.method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
      send(500, errorPage('The purchase could not be completed. Nothing was charged.'));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // Listening on a TCP port, so an AddressInfo (a string only for a pipe or socket path).
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    checkoutUrl: `${url}${CHECKOUT_PATH}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
