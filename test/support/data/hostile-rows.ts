/**
 * The rows of the hostile matrix (../hostile.test.ts): each a distinct request an attacker would send, with the
 * status and the field the data service must answer with. Grouped by area; signed rows are signed by real keys.
 */
import type { PrivateKeyAccount } from 'viem/accounts';
import type { RevokeSessionFields } from '../../../src/siwx';

type HostileArea = 'params' | 'cors' | 'bodies' | 'swap' | 'onramp' | 'names' | 'sign-in' | 'chain data' | 'liveness';

export type HostileRow = {
  area: HostileArea;
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless a string (sent as is). */
  body?: unknown;
  status: number;
  /** The field the error names; absent: the error names none. */
  field?: string;
  /** More to check on the answer (CORS headers): a problem, or null. */
  check?: (res: Response) => string | null;
};

export type HostileFixture = {
  origin: string;
  evm: string;
  noSwap: string;
  sol: string;
  /** DEMO's live session. */
  token: string;
  pci: string;
  demo: PrivateKeyAccount;
  alice: PrivateKeyAccount;
  /** ALICE's registration of 'taken-name', already used. */
  registration: { message: string; signature: string };
  /** The DemoSwap pool tokens and router. */
  tokens: string[];
  router: string;
  accounts: { demo: string; alice: string; bob: string; carol: string };
  revokeText: (fields: RevokeSessionFields) => string;
};

const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const ZERO = `0x${'00'.repeat(20)}`;
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

const EVIL = 'https://evil.example';
/** A refused origin may read the refusal (SPEC §8's 'Unauthorized: origin not allowed'), so its page can say why. */
const refusalReadable = (res: Response) =>
  res.headers.get('access-control-allow-origin') === EVIL ? null : `access-control-allow-origin: ${res.headers.get('access-control-allow-origin')}`;

function paramRows(f: HostileFixture): HostileRow[] {
  const a = f.accounts.bob;
  return [
    { area: 'params', name: 'projectId with a quote', path: `/v1/account/${a}/balance?projectId=x'or'1`, status: 400, field: 'projectId' },
    { area: 'params', name: 'projectId given twice', path: `/v1/account/${a}/balance?projectId=a&projectId=b`, status: 400, field: 'projectId' },
    { area: 'params', name: 'projectId of 600 characters', path: `/v1/account/${a}/balance?projectId=${'p'.repeat(600)}`, status: 400, field: 'projectId' },
    { area: 'params', name: 'st with markup', path: `/v1/supported-chains?st=%3Cscript%3E`, status: 400, field: 'st' },
    { area: 'params', name: 'sv with a NUL', path: `/v1/supported-chains?sv=1%00`, status: 400, field: 'sv' },
    { area: 'params', name: 'currency eur', path: `/v1/account/${a}/balance?currency=eur`, status: 400, field: 'currency' },
    { area: 'params', name: 'chainId not CAIP-2', path: `/v1/account/${a}/balance?chainId=31337`, status: 400, field: 'chainId' },
    { area: 'params', name: 'chainId not served', path: `/v1/account/${a}/balance?chainId=eip155:1`, status: 400, field: 'chainId' },
    { area: 'params', name: 'chainId with SQL', path: `/v1/account/${a}/history?chainId=eip155:1;drop%20table%20names`, status: 400, field: 'chainId' },
    { area: 'params', name: 'forceUpdate of junk', path: `/v1/account/${a}/balance?forceUpdate=1,2,3`, status: 400, field: 'forceUpdate' },
    {
      area: 'params',
      name: 'forceUpdate of 51 ids',
      path: `/v1/account/${a}/balance?forceUpdate=${Array.from({ length: 51 }, () => `${f.evm}:${ZERO}`).join(',')}`,
      status: 400,
      field: 'forceUpdate',
    },
    { area: 'params', name: 'apiVersion 3', path: '/v1/profile/account/taken-name?apiVersion=3', status: 400, field: 'apiVersion' },
    { area: 'params', name: 'sender not an address', path: `/v1/identity/${a}?sender=nobody`, status: 400, field: 'sender' },
    { area: 'params', name: 'zone of another provider', path: '/v1/profile/suggestions/someone?zone=evil.example', status: 400, field: 'zone' },
    { area: 'params', name: 'onramp flag with capitals', path: `/v1/account/${a}/history?onramp=COINBASE`, status: 400, field: 'onramp' },
  ];
}

function corsRows(f: HostileFixture): HostileRow[] {
  const evil = { origin: EVIL };
  return [
    {
      area: 'cors',
      name: 'verify from an origin not allowed',
      method: 'POST',
      path: '/v1/sessions/verify',
      headers: evil,
      body: { message: 'x', signature: '0x00' },
      status: 403,
      field: 'origin',
      check: refusalReadable,
    },
    {
      area: 'cors',
      name: 'verify with no Origin',
      method: 'POST',
      path: '/v1/sessions/verify',
      body: { message: 'x', signature: '0x00' },
      status: 403,
      field: 'origin',
    },
    {
      area: 'cors',
      name: 'verify from origin "null"',
      method: 'POST',
      path: '/v1/sessions/verify',
      headers: { origin: 'null' },
      body: { message: 'x', signature: '0x00' },
      status: 403,
      field: 'origin',
    },
    {
      area: 'cors',
      name: 'verify from the allowed origin with a trailing slash',
      method: 'POST',
      path: '/v1/sessions/verify',
      headers: { origin: `${f.origin}/` },
      body: { message: 'x', signature: '0x00' },
      status: 403,
      field: 'origin',
    },
    {
      area: 'cors',
      name: 'verify from the allowed host over http',
      method: 'POST',
      path: '/v1/sessions/verify',
      headers: { origin: f.origin.replace('https:', 'http:') },
      body: { message: 'x', signature: '0x00' },
      status: 403,
      field: 'origin',
    },
    {
      area: 'cors',
      name: 'verify from a sub-domain of the allowed origin',
      method: 'POST',
      path: '/v1/sessions/verify',
      headers: { origin: f.origin.replace('://', '://evil.') },
      body: { message: 'x', signature: '0x00' },
      status: 403,
      field: 'origin',
    },
    {
      area: 'cors',
      name: 'a bad request from an evil origin is refused at the door, before its parameters are read',
      path: `/v1/account/nobody/balance`,
      headers: evil,
      status: 403,
      field: 'origin',
      check: refusalReadable,
    },
    {
      area: 'cors',
      name: 'sessions list from an evil origin with a stolen token',
      path: `/v1/sessions/${f.accounts.alice}`,
      headers: { ...evil, authorization: `Bearer ${f.token}` },
      status: 403,
      field: 'origin',
      check: refusalReadable,
    },
  ];
}

function bodyRows(f: HostileFixture): HostileRow[] {
  const price = '/v1/fungible/price';
  return [
    { area: 'bodies', name: 'malformed JSON', method: 'POST', path: price, body: '{"currency":', status: 400, field: 'body' },
    { area: 'bodies', name: 'empty body', method: 'POST', path: price, body: '', status: 400, field: 'body' },
    { area: 'bodies', name: 'a JSON string', method: 'POST', path: price, body: '"usd"', status: 400, field: 'body' },
    { area: 'bodies', name: 'a JSON array', method: 'POST', path: price, body: '[]', status: 400, field: 'body' },
    { area: 'bodies', name: 'JSON null', method: 'POST', path: price, body: 'null', status: 400, field: 'body' },
    { area: 'bodies', name: 'a number', method: 'POST', path: price, body: '1e999', status: 400, field: 'body' },
    {
      area: 'bodies',
      name: 'form-encoded',
      method: 'POST',
      path: price,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'currency=usd',
      status: 415,
      field: 'body',
    },
    {
      area: 'bodies',
      name: 'multipart',
      method: 'POST',
      path: price,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
      status: 415,
      field: 'body',
    },
    {
      area: 'bodies',
      name: 'declared larger than the limit',
      method: 'POST',
      path: price,
      body: JSON.stringify({ currency: 'usd', addresses: ['x'.repeat(20_000)] }),
      status: 413,
      field: 'body',
    },
    {
      area: 'bodies',
      name: '__proto__ key',
      method: 'POST',
      path: price,
      body: '{"__proto__":{"currency":"usd"},"addresses":["eip155:1:0x00"]}',
      status: 400,
      field: 'currency',
    },
    {
      area: 'bodies',
      name: 'currency as an object',
      method: 'POST',
      path: price,
      body: { currency: { toString: 'usd' }, addresses: [] },
      status: 400,
      field: 'currency',
    },
    {
      area: 'bodies',
      name: 'addresses as a string',
      method: 'POST',
      path: price,
      body: { currency: 'usd', addresses: `${f.evm}:${ZERO}` },
      status: 400,
      field: 'addresses',
    },
    {
      area: 'bodies',
      name: '101 addresses',
      method: 'POST',
      path: price,
      body: { currency: 'usd', addresses: Array.from({ length: 101 }, () => `${f.evm}:${ZERO}`) },
      status: 400,
      field: 'addresses',
    },
    {
      area: 'bodies',
      name: 'an address on a chain not served',
      method: 'POST',
      path: price,
      body: { currency: 'usd', addresses: [`eip155:1:${ZERO}`] },
      status: 400,
      field: 'addresses[0]',
    },
    {
      area: 'bodies',
      name: 'projectId of markup in the body',
      method: 'POST',
      path: price,
      body: { currency: 'usd', addresses: [`${f.evm}:${ZERO}`], projectId: '<img>' },
      status: 400,
      field: 'projectId',
    },
  ];
}

function swapRows(f: HostileFixture): HostileRow[] {
  const [dusd, demo18] = f.tokens.map((t) => `${f.evm}:${t}`) as [string, string];
  const eth = `${f.evm}:${NATIVE}`;
  const user = `${f.evm}:${f.accounts.bob}`;
  const q = (params: Record<string, string>) =>
    `/v1/convert/quotes?${new URLSearchParams({ amount: '1000', userAddress: user, from: eth, to: dusd, ...params })}`;
  const build = (body: Record<string, unknown>) => ({
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: { amount: '1000', userAddress: user, from: eth, to: dusd, ...body },
  });
  return [
    {
      area: 'swap',
      name: 'allowance of an address without code',
      path: `/v1/convert/allowance?${new URLSearchParams({ tokenAddress: `${f.evm}:${f.accounts.carol}`, userAddress: user })}`,
      status: 400,
      field: 'tokenAddress',
    },
    {
      area: 'swap',
      name: 'allowance of the router itself (a contract, no token)',
      path: `/v1/convert/allowance?${new URLSearchParams({ tokenAddress: `${f.evm}:${f.router}`, userAddress: user })}`,
      status: 400,
      field: 'tokenAddress',
    },
    {
      area: 'swap',
      name: 'allowance across chains',
      path: `/v1/convert/allowance?${new URLSearchParams({ tokenAddress: `${f.noSwap}:${f.tokens[0]}`, userAddress: user })}`,
      status: 400,
      field: 'tokenAddress',
    },
    { area: 'swap', name: 'tokens of a chain without swaps', path: `/v1/convert/tokens?chainId=${f.noSwap}`, status: 400, field: 'chainId' },
    { area: 'swap', name: 'gas price of a Solana chain', path: `/v1/convert/gas-price?chainId=${f.sol}`, status: 400, field: 'chainId' },
    { area: 'swap', name: 'quote of a negative amount', path: q({ amount: '-1' }), status: 400, field: 'amount' },
    { area: 'swap', name: 'quote of 2^256', path: q({ amount: (1n << 256n).toString() }), status: 400, field: 'amount' },
    { area: 'swap', name: 'quote in hex', path: q({ amount: '0x10' }), status: 400, field: 'amount' },
    { area: 'swap', name: 'quote of a token to itself', path: q({ to: eth }), status: 400, field: 'to' },
    { area: 'swap', name: 'quote to a token the pool does not list', path: q({ to: `${f.evm}:${f.accounts.alice}` }), status: 400, field: 'to' },
    { area: 'swap', name: 'quote with a Solana user', path: q({ userAddress: `${f.sol}:${SOL_ADDRESS}` }), status: 400, field: 'userAddress' },
    { area: 'swap', name: 'quote with gasPrice as a float', path: q({ gasPrice: '1.5' }), status: 400, field: 'gasPrice' },
    { area: 'swap', name: 'build with slippage of 99 percent', ...build({ eip155: { slippage: 99 } }), status: 400, field: 'eip155.slippage' },
    { area: 'swap', name: 'build with slippage NaN text', ...build({ eip155: { slippage: 'NaN' } }), status: 400, field: 'eip155.slippage' },
    { area: 'swap', name: 'build with eip155 as an array', ...build({ eip155: [] }), status: 400, field: 'eip155' },
    { area: 'swap', name: 'build with the amount as a number', ...build({ amount: 1000 }), status: 400, field: 'amount' },
    {
      area: 'swap',
      name: 'build without an allowance (the contract reverts)',
      ...build({ amount: '1000000', from: dusd, to: eth, userAddress: `${f.evm}:${f.accounts.carol}` }),
      status: 400,
      field: 'amount',
    },
    {
      area: 'swap',
      name: 'approve of the native token',
      path: `/v1/convert/build-approve?${new URLSearchParams({ userAddress: user, from: eth, to: demo18 })}`,
      status: 400,
      field: 'from',
    },
  ];
}

function onrampRows(f: HostileFixture): HostileRow[] {
  const url = (body: Record<string, unknown>) => ({
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: {
      destinationWallets: [{ address: f.accounts.bob, blockchains: [f.evm] }],
      defaultNetwork: f.evm,
      partnerUserId: 'u1',
      defaultExperience: 'buy',
      ...body,
    },
  });
  const quote = (body: Record<string, unknown>) => ({
    method: 'POST',
    path: '/v1/onramp/quote',
    body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: f.evm, ...body },
  });
  return [
    {
      area: 'onramp',
      name: 'a Solana address for an EVM purchase',
      ...url({ destinationWallets: [{ address: SOL_ADDRESS, blockchains: [f.evm] }] }),
      status: 400,
      field: 'destinationWallets[0].address',
    },
    {
      area: 'onramp',
      name: 'an EVM address for a Solana purchase',
      ...url({ destinationWallets: [{ address: f.accounts.bob, blockchains: [f.sol] }], defaultNetwork: f.sol }),
      status: 400,
      field: 'destinationWallets[0].address',
    },
    {
      area: 'onramp',
      name: 'a Solana address listed for both networks',
      ...url({ destinationWallets: [{ address: SOL_ADDRESS, blockchains: [f.sol, f.evm] }] }),
      status: 400,
      field: 'destinationWallets[0].address',
    },
    {
      area: 'onramp',
      name: 'eleven wallets',
      ...url({ destinationWallets: Array.from({ length: 11 }, () => ({ address: f.accounts.bob, blockchains: [f.evm] })) }),
      status: 400,
      field: 'destinationWallets',
    },
    { area: 'onramp', name: 'a network not offered', ...url({ defaultNetwork: f.noSwap }), status: 400, field: 'defaultNetwork' },
    { area: 'onramp', name: 'sell instead of buy', ...url({ defaultExperience: 'sell' }), status: 400, field: 'defaultExperience' },
    { area: 'onramp', name: 'partnerUserId with a URL', ...url({ partnerUserId: 'https://evil.example/?' }), status: 400, field: 'partnerUserId' },
    { area: 'onramp', name: 'crypto amount with 19 decimals', ...url({ presetCryptoAmount: `0.${'1'.repeat(19)}` }), status: 400, field: 'presetCryptoAmount' },
    {
      area: 'onramp',
      name: 'fiat amount in a currency not taken',
      ...url({ presetFiatAmount: '10.00', fiatCurrency: 'XXX' }),
      status: 400,
      field: 'fiatCurrency',
    },
    { area: 'onramp', name: 'quote of a negative amount', ...quote({ amount: '-100.00' }), status: 400, field: 'amount' },
    { area: 'onramp', name: 'quote above the card limit', ...quote({ amount: '999999999.00' }), status: 400, field: 'amount' },
    { area: 'onramp', name: 'quote as a float', ...quote({ amount: 100 }), status: 400, field: 'amount' },
    { area: 'onramp', name: 'quote buying SOL on an EVM network', ...quote({ purchaseCurrency: 'SOL' }), status: 400, field: 'purchaseCurrency' },
    { area: 'onramp', name: 'quote paying in EUR (not configured)', ...quote({ paymentCurrency: 'EUR' }), status: 400, field: 'paymentCurrency' },
    { area: 'onramp', name: 'quote by bank transfer in a card-only currency path', ...quote({ paymentMethod: 'crypto' }), status: 400, field: 'paymentMethod' },
  ];
}

async function nameRows(f: HostileFixture): Promise<HostileRow[]> {
  const now = Math.floor(Date.now() / 1000);
  /** A registration for `owner` (DEMO, who holds no name), signed by `signer`. */
  const signedBy = async (fields: Record<string, unknown>, signer = f.demo, owner = f.demo) => {
    const message = JSON.stringify({ domain: 'wallet-modal.local', name: 'fresh-name', address: owner.address, coinType: 60, timestamp: now, ...fields });
    return {
      method: 'POST',
      path: '/v1/profile/account',
      body: { coin_type: 60, address: owner.address, message, signature: await signer.signMessage({ message }) },
    };
  };
  return [
    {
      area: 'names',
      name: 'a signature made for another deployment',
      ...(await signedBy({ domain: 'other-deployment.example' })),
      status: 400,
      field: 'message.domain',
    },
    { area: 'names', name: 'a message naming no domain', ...(await signedBy({ domain: undefined })), status: 400, field: 'message.domain' },
    { area: 'names', name: 'the Kelvin sign, which lower-cases to k', ...(await signedBy({ name: '\u212Aelvin-name' })), status: 400, field: 'message.name' },
    { area: 'names', name: 'an xn-- (punycode) label', ...(await signedBy({ name: 'xn--80ak6aa92e' })), status: 400, field: 'message.name' },
    { area: 'names', name: 'a leading hyphen', ...(await signedBy({ name: '-fresh-name' })), status: 400, field: 'message.name' },
    { area: 'names', name: 'a trailing hyphen', ...(await signedBy({ name: 'fresh-name-' })), status: 400, field: 'message.name' },
    { area: 'names', name: 'a name under another suffix', ...(await signedBy({ name: 'fresh-name.evil.example' })), status: 400, field: 'message.name' },
    { area: 'names', name: 'signed by someone else', ...(await signedBy({}, f.alice)), status: 401, field: 'signature' },
    { area: 'names', name: 'a message an hour old', ...(await signedBy({ timestamp: now - 3600 })), status: 400, field: 'message.timestamp' },
    { area: 'names', name: 'an extra field', ...(await signedBy({ admin: true })), status: 400, field: 'message' },
    {
      area: 'names',
      name: 'a replay of the registration already made',
      method: 'POST',
      path: '/v1/profile/account',
      body: { coin_type: 60, address: f.alice.address, ...f.registration },
      status: 409,
      field: 'message',
    },
    {
      area: 'names',
      name: 'a second name for an account that holds one',
      ...(await signedBy({ name: 'second-name' }, f.alice, f.alice)),
      status: 409,
      field: 'address',
    },
    {
      area: 'names',
      name: 'coin_type of Solana',
      method: 'POST',
      path: '/v1/profile/account',
      body: { coin_type: 501, address: f.demo.address, message: '{}', signature: `0x${'11'.repeat(65)}` },
      status: 400,
      field: 'coin_type',
    },
    { area: 'names', name: 'lookup of the Kelvin sign', path: '/v1/profile/account/%E2%84%AAelvin-name', status: 400, field: 'name' },
    { area: 'names', name: 'lookup with a broken escape', path: '/v1/profile/account/%E0%A4%A', status: 400, field: 'name' },
    { area: 'names', name: 'suggestions for an xn-- label', path: '/v1/profile/suggestions/xn--abcd', status: 400, field: 'name' },
    { area: 'names', name: 'reverse of a broken escape', path: '/v1/profile/reverse/%ZZ', status: 400, field: 'address' },
  ];
}

async function signInRows(f: HostileFixture): Promise<HostileRow[]> {
  const issuedAt = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
  const revoke = async ({
    sent,
    signed = sent,
    domain = 'site.example',
    signer = f.demo,
  }: {
    sent: string;
    signed?: string;
    domain?: string;
    signer?: PrivateKeyAccount;
  }) => ({
    method: 'POST',
    path: `/v1/sessions/${f.demo.address}/revoke?issuedAt=${encodeURIComponent(sent)}`,
    body: { pci: f.pci, signature: await signer.signMessage({ message: f.revokeText({ pci: f.pci, domain, issuedAt: signed }) }) },
  });
  const verify = (body: unknown) => ({ method: 'POST', path: '/v1/sessions/verify', headers: { origin: f.origin }, body });
  const now = issuedAt(0);
  return [
    {
      area: 'sign-in',
      name: 'list with a broken escape',
      path: '/v1/sessions/%E0%A4%A',
      headers: { authorization: `Bearer ${f.token}` },
      status: 400,
      field: 'address',
    },
    {
      area: 'sign-in',
      name: 'revoke with a broken escape',
      method: 'POST',
      path: '/v1/sessions/%ZZ/revoke',
      body: { pci: f.pci, signature: '0x00' },
      status: 400,
      field: 'address',
    },
    {
      area: 'sign-in',
      name: "list another account's sessions with DEMO's token",
      path: `/v1/sessions/${f.accounts.alice}`,
      headers: { authorization: `Bearer ${f.token}` },
      status: 401,
      field: 'authorization',
    },
    {
      area: 'sign-in',
      name: 'list with a token of the wrong form',
      path: `/v1/sessions/${f.demo.address}`,
      headers: { authorization: `Bearer ${f.token}x` },
      status: 401,
      field: 'authorization',
    },
    {
      area: 'sign-in',
      name: 'list with Basic auth',
      path: `/v1/sessions/${f.demo.address}`,
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
      status: 401,
      field: 'authorization',
    },
    { area: 'sign-in', name: 'end the current session without a token', method: 'DELETE', path: '/v1/sessions/current', status: 401, field: 'authorization' },
    {
      area: 'sign-in',
      name: 'end the current session with an unknown token',
      method: 'DELETE',
      path: '/v1/sessions/current',
      headers: { authorization: `Bearer wms_${'ab'.repeat(32)}` },
      status: 401,
      field: 'authorization',
    },
    { area: 'sign-in', name: 'a revoke signed six minutes ago', ...(await revoke({ sent: issuedAt(6 * 60_000) })), status: 400, field: 'issuedAt' },
    { area: 'sign-in', name: 'a revoke dated five minutes ahead', ...(await revoke({ sent: issuedAt(-5 * 60_000) })), status: 400, field: 'issuedAt' },
    {
      area: 'sign-in',
      name: 'a revoke whose sent time is not the signed one',
      ...(await revoke({ sent: now, signed: issuedAt(60_000) })),
      status: 400,
      field: 'signature',
    },
    { area: 'sign-in', name: 'a revoke signed for another site', ...(await revoke({ sent: now, domain: 'evil.example' })), status: 400, field: 'signature' },
    { area: 'sign-in', name: 'a revoke signed by another key', ...(await revoke({ sent: now, signer: f.alice })), status: 400, field: 'signature' },
    {
      area: 'sign-in',
      name: 'a revoke of the old text (no site, no time)',
      method: 'POST',
      path: `/v1/sessions/${f.demo.address}/revoke?issuedAt=${encodeURIComponent(now)}`,
      body: { pci: f.pci, signature: await f.demo.signMessage({ message: `Revoke sign-in session ${f.pci}` }) },
      status: 400,
      field: 'signature',
    },
    {
      area: 'sign-in',
      name: 'a revoke with issuedAt in another format',
      method: 'POST',
      path: `/v1/sessions/${f.demo.address}/revoke?issuedAt=${encodeURIComponent(new Date().toUTCString())}`,
      body: { pci: f.pci, signature: '0x00' },
      status: 400,
      field: 'issuedAt',
    },
    {
      area: 'sign-in',
      name: 'a revoke of a pci that is not hex',
      method: 'POST',
      path: `/v1/sessions/${f.demo.address}/revoke?issuedAt=${encodeURIComponent(now)}`,
      body: { pci: "' or 1=1 --", signature: '0x00' },
      status: 400,
      field: 'pci',
    },
    {
      area: 'sign-in',
      name: 'a revoke of an unknown session',
      method: 'POST',
      path: `/v1/sessions/${f.demo.address}/revoke?issuedAt=${encodeURIComponent(now)}`,
      body: { pci: 'f'.repeat(32), signature: '0x00' },
      status: 404,
      field: 'pci',
    },
    { area: 'sign-in', name: 'verify of an empty message', ...verify({ message: '', signature: '0x00' }), status: 400, field: 'message' },
    { area: 'sign-in', name: 'verify of a 9000-character message', ...verify({ message: 'x'.repeat(9000), signature: '0x00' }), status: 400, field: 'message' },
    {
      area: 'sign-in',
      name: 'verify with a nonce never issued',
      ...verify({
        message: `site.example wants you to sign in with your Ethereum account:\n${f.demo.address}\n\nURI: ${f.origin}\nVersion: 1\nChain ID: 31337\nNonce: abcdEFGH1234\nIssued At: ${now}`,
        signature: `0x${'11'.repeat(65)}`,
      }),
      status: 400,
      field: 'message',
    },
  ];
}

function chainDataRows(f: HostileFixture): HostileRow[] {
  return [
    { area: 'chain data', name: 'balance of 39 hex digits', path: `/v1/account/0x${'a'.repeat(39)}/balance`, status: 400, field: 'address' },
    { area: 'chain data', name: 'balance of a path traversal', path: '/v1/account/..%2F..%2Fetc%2Fpasswd/balance', status: 400, field: 'address' },
    { area: 'chain data', name: 'balance of a broken escape', path: '/v1/account/%E0%A4%A/balance', status: 400, field: 'address' },
    {
      area: 'chain data',
      name: 'balance of a Solana address on an EVM chain',
      path: `/v1/account/${SOL_ADDRESS}/balance?chainId=${f.evm}`,
      status: 400,
      field: 'address',
    },
    {
      area: 'chain data',
      name: 'balance of a CAIP-10 id on another chain',
      path: `/v1/account/${f.evm}:${f.accounts.bob}/balance?chainId=${f.noSwap}`,
      status: 400,
      field: 'chainId',
    },
    { area: 'chain data', name: 'balance of an address of 600 characters', path: `/v1/account/${'a'.repeat(600)}/balance`, status: 400, field: 'address' },
    {
      area: 'chain data',
      name: 'history with a forged cursor',
      path: `/v1/account/${f.accounts.bob}/history?cursor=${Buffer.from('["1","eip155:1","x;drop"]').toString('base64url')}`,
      status: 400,
      field: 'cursor',
    },
    { area: 'chain data', name: 'history with a cursor of junk', path: `/v1/account/${f.accounts.bob}/history?cursor=%%%`, status: 400, field: 'cursor' },
    {
      area: 'chain data',
      name: 'history with a cursor of a huge block',
      path: `/v1/account/${f.accounts.bob}/history?cursor=${Buffer.from(JSON.stringify(['9'.repeat(100), f.evm, 'ab'])).toString('base64url')}`,
      status: 400,
      field: 'cursor',
    },
    { area: 'chain data', name: 'history of a NUL address', path: '/v1/account/%00/history', status: 400, field: 'account' },
    {
      area: 'chain data',
      name: 'identity of a bitcoin address',
      path: '/v1/identity/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      status: 400,
      field: 'address',
    },
    {
      area: 'chain data',
      name: 'price of a Solana mint on an EVM chain',
      method: 'POST',
      path: '/v1/fungible/price',
      body: { currency: 'usd', addresses: [`${f.evm}:${SOL_ADDRESS}`] },
      status: 400,
      field: 'addresses[0]',
    },
  ];
}

function livenessRows(f: HostileFixture): HostileRow[] {
  return [
    { area: 'liveness', name: 'an unknown route', path: '/v1/admin', status: 404 },
    { area: 'liveness', name: 'a path outside /v1', path: '/../../etc/passwd', status: 404 },
    { area: 'liveness', name: 'a URL of 5000 characters', path: `/v1/supported-chains?x=${'a'.repeat(5000)}`, status: 414 },
    { area: 'liveness', name: 'POST to a GET route', method: 'POST', path: '/v1/supported-chains', body: {}, status: 405 },
    { area: 'liveness', name: 'PUT on a POST route', method: 'PUT', path: '/v1/sessions/nonce', body: {}, status: 405 },
    { area: 'liveness', name: 'DELETE on an account', method: 'DELETE', path: `/v1/sessions/${f.demo.address}`, status: 405 },
    { area: 'liveness', name: 'PATCH on the swap builder', method: 'PATCH', path: '/v1/convert/build-transaction', body: {}, status: 405 },
    { area: 'liveness', name: 'a route with a trailing slash', path: '/v1/supported-chains/', status: 404 },
  ];
}

export async function hostileRows(f: HostileFixture): Promise<HostileRow[]> {
  return [
    ...paramRows(f),
    ...corsRows(f),
    ...bodyRows(f),
    ...swapRows(f),
    ...onrampRows(f),
    ...(await nameRows(f)),
    ...(await signInRows(f)),
    ...chainDataRows(f),
    ...livenessRows(f),
  ];
}
