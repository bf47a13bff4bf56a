/**
 * Well-formed and malformed payloads for every message of the embedded-wallet frame (src/frame-protocol/), typed so
 * that a request type added to the protocol without samples here fails to compile.
 */
import type { FrameRequestName } from '../../src/frame-protocol/names';
import type { RequestPayloads } from '../../src/frame-protocol/requests';
import type { EmbeddedUser, ResultPayloads } from '../../src/frame-protocol/results';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const user: EmbeddedUser = { email: 'ada@example.com', address: EVM, chainId: 'eip155:1', accounts: [{ address: EVM, type: 'eoa' }] };

export const REQUEST_SAMPLES: { [N in FrameRequestName]: { good: RequestPayloads[N][]; bad: unknown[] } } = {
  SWITCH_NETWORK: {
    good: [{ chainId: 'eip155:137' }, { chainId: 8453 }, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
    bad: [{}, { chainId: 'mainnet' }, { chainId: 0 }, { chainId: -1 }, { chainId: 1.5 }, { chainId: 'eip155:1', extra: 1 }],
  },
  CONNECT_EMAIL: {
    good: [{ email: 'ada@example.com' }],
    bad: [{ email: 'ada' }, { email: '@example.com' }, { email: `${'a'.repeat(65)}@example.com` }, { email: 42 }, {}],
  },
  CONNECT_DEVICE: { good: [{}], bad: [{ device: true }, null, [], 'x'] },
  CONNECT_OTP: { good: [{ otp: '123456' }], bad: [{ otp: '12345' }, { otp: '1234567' }, { otp: 'abcdef' }, { otp: 123456 }] },
  CONNECT_SOCIAL: {
    good: [{ uri: 'https://shop.example/callback?code=abc&state=xyz' }],
    bad: [{ uri: 'javascript:alert(1)' }, { uri: 'not a url' }, { uri: `https://a.example/${'x'.repeat(5000)}` }],
  },
  GET_SOCIAL_REDIRECT_URI: {
    good: [{ provider: 'google' }, { provider: 'x' }, { provider: 'discord' }],
    bad: [{ provider: 'farcaster' }, { provider: 'myspace' }, { provider: '' }],
  },
  GET_FARCASTER_URI: { good: [{}], bad: [{ url: 'x' }] },
  CONNECT_FARCASTER: { good: [{}], bad: [{ user: 1 }] },
  GET_USER: {
    good: [{}, { chainId: 'eip155:1' }, { chainId: 1, preferredAccountType: 'eoa' }],
    bad: [{ preferredAccountType: 'root' }, { chainId: 'eip155' }],
  },
  SIGN_OUT: { good: [{}], bad: [{ everywhere: true }] },
  IS_CONNECTED: { good: [{}, { token: 'eyJhbGciOi.payload.sig' }], bad: [{ token: '' }, { token: 'has space' }, { token: 1 }] },
  GET_CHAIN_ID: { good: [{}], bad: [{ chainId: 1 }] },
  RPC_REQUEST: {
    good: [
      { method: 'personal_sign', params: ['0x68656c6c6f', EVM] },
      { method: 'eth_chainId' },
      { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOLANA } },
    ],
    bad: [{ method: '' }, { method: 'eth chainId' }, { params: [] }, { method: 'eth_call', params: 'x' }, { method: 'eth_call', params: [Number.NaN] }],
  },
  UPDATE_EMAIL: { good: [{ email: 'new@example.com' }], bad: [{ email: 'new@' }] },
  UPDATE_EMAIL_PRIMARY_OTP: { good: [{ otp: '000000' }], bad: [{ otp: '' }] },
  UPDATE_EMAIL_SECONDARY_OTP: { good: [{ otp: '999999' }], bad: [{ code: '999999' }] },
  SYNC_THEME: {
    good: [{}, { themeMode: 'dark', themeVariables: { '--wm-accent': '#47a1ff', '--wm-radius': 8 } }],
    bad: [{ themeMode: 'blue' }, { themeVariables: { a: {} } }],
  },
  SYNC_DAPP_DATA: {
    good: [
      {
        projectId: 'demo',
        sdkVersion: 'html-wallet-modal-0.1.0',
        sdkType: 'wallet-modal',
        metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: ['https://shop.example/icon.png'] },
      },
    ],
    bad: [{ projectId: 'demo' }, { projectId: 'demo', sdkVersion: '1', metadata: { name: 'Shop' } }, { projectId: '<script>', sdkVersion: '1' }],
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { good: [{}], bad: [{ networks: [] }] },
  INIT_SMART_ACCOUNT: { good: [{}], bad: [{ deploy: true }] },
  SET_PREFERRED_ACCOUNT: { good: [{ type: 'eoa' }, { type: 'smartAccount' }], bad: [{ type: 'admin' }, {}] },
  RELOAD: { good: [{}], bad: [{ hard: true }] },
};

export const RESULT_SAMPLES: { [N in FrameRequestName]: { good: ResultPayloads[N][]; bad: unknown[] } } = {
  SWITCH_NETWORK: { good: [{ chainId: 'eip155:10' }], bad: [{ chainId: '10' }] },
  CONNECT_EMAIL: { good: [{ action: 'VERIFY_OTP' }, { action: 'VERIFY_DEVICE' }, { action: 'CONNECT' }], bad: [{ action: 'VERIFY_PRIMARY_OTP' }, {}] },
  CONNECT_DEVICE: { good: [{}], bad: [{ ok: true }] },
  CONNECT_OTP: { good: [{}], bad: [{ token: 'x' }] },
  CONNECT_SOCIAL: { good: [{ ...user, userName: 'ada' }], bad: [{ ...user, address: 'nope' }] },
  GET_SOCIAL_REDIRECT_URI: { good: [{ uri: 'https://accounts.example/authorize?client_id=a' }], bad: [{ uri: 'data:text/html,hi' }] },
  GET_FARCASTER_URI: { good: [{ url: 'https://warpcast.example/~/siwf?x=1' }], bad: [{ url: 1 }] },
  CONNECT_FARCASTER: { good: [user], bad: [{}] },
  GET_USER: {
    good: [
      user,
      { ...user, email: null, smartAccountDeployed: false, preferredAccountType: 'eoa' },
      { address: SOLANA, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accounts: [{ address: SOLANA, type: 'eoa' }] },
    ],
    bad: [
      { ...user, accounts: [{ address: EVM, type: 'owner' }] },
      { ...user, userName: 'two\nlines' },
      { ...user, chainId: null },
    ],
  },
  SIGN_OUT: { good: [{}], bad: [null] },
  IS_CONNECTED: { good: [{ isConnected: true }, { isConnected: false }], bad: [{ isConnected: 'yes' }] },
  GET_CHAIN_ID: { good: [{ chainId: 1 }], bad: [{}] },
  RPC_REQUEST: { good: [{ result: '0xabc' }, { result: null }, { result: [{ a: [1, 2, { b: true }] }] }], bad: [{}, { result: Number.POSITIVE_INFINITY }] },
  UPDATE_EMAIL: { good: [{ action: 'VERIFY_PRIMARY_OTP' }, { action: 'VERIFY_SECONDARY_OTP' }], bad: [{ action: 'VERIFY_OTP' }] },
  UPDATE_EMAIL_PRIMARY_OTP: { good: [{}], bad: [[]] },
  UPDATE_EMAIL_SECONDARY_OTP: { good: [{ newEmail: 'new@example.com' }], bad: [{ newEmail: 'new' }] },
  SYNC_THEME: { good: [{}], bad: [{ themeMode: 'dark' }] },
  SYNC_DAPP_DATA: { good: [{}], bad: [{ projectId: 'x' }] },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { good: [{ smartAccountEnabledNetworks: [1, 8453] }], bad: [{ smartAccountEnabledNetworks: ['1'] }] },
  INIT_SMART_ACCOUNT: { good: [{ address: EVM, isDeployed: false }], bad: [{ address: EVM }] },
  SET_PREFERRED_ACCOUNT: { good: [{ type: 'eoa', address: EVM }], bad: [{ type: 'eoa' }] },
  RELOAD: { good: [{}], bad: ['reload'] },
};

/** Payloads that try to reach a prototype, each as the structured clone of parsed JSON would deliver it. */
export const POLLUTING_PAYLOADS: unknown[] = [
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"email": "ada@example.com", "__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  JSON.parse('{"chainId": "eip155:1", "constructor": {}}'),
  JSON.parse('{"method": "eth_call", "params": [{"__proto__": {"polluted": true}}]}'),
  JSON.parse('{"method": "eth_call", "params": {"constructor": {"prototype": {"polluted": true}}}}'),
  JSON.parse('{"themeVariables": {"__proto__": "x"}}'),
  JSON.parse('{"projectId": "p", "sdkVersion": "1", "metadata": {"name": "n", "description": "d", "url": "https://a.example", "icons": [], "prototype": 1}}'),
];
