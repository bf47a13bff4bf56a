/**
 * The embedded wallet's connectors (src/connectors/embedded/connectors.ts) against the real frame and the real
 * protocol (test/support/frame-loopback.ts): an email login, the session kept for a reload, one login for eip155 and
 * solana, sign-out, and the provider of issue 21 point 6 (approval methods through the approval hook to the frame,
 * read-only ones here or over the chain's RPC, anything else refused with 'Requested RPC call is not allowed').
 */
import { verifyMessage } from 'ethers/hash';
import { beforeEach, describe, expect, it } from 'vitest';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import type { Network } from '../../../src/chains/network';
import type { Connector, ConnectorEvent } from '../../../src/connectors/connector';
import { createEmbeddedConnectors, type ApprovalRequest, type LoginStore, type StoredLogin } from '../../../src/connectors/embedded/connectors';
import { frameLoopback, type FrameLoopback } from '../../support/frame-loopback';
import { createMemoryAuth, type MemoryAuth } from '../../support/memory-auth';
import { STILL_SITE } from '../../support/still-site';

const EMAIL = 'ada@example.com';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const NETWORKS: Network[] = [findKnownNetwork('eip155:1')!, findKnownNetwork('eip155:8453')!, findKnownNetwork(SOLANA)!];

function memoryStore(): LoginStore & { value: StoredLogin | undefined } {
  return {
    value: undefined,
    read() {
      return this.value;
    },
    write(login) {
      this.value = login;
    },
    clear() {
      this.value = undefined;
    },
  };
}

type Setup = {
  eip155: Connector;
  solana: Connector;
  frame: FrameLoopback;
  store: ReturnType<typeof memoryStore>;
  approvals: ApprovalRequest[];
  reads: { method: string; params: readonly unknown[] }[];
};

let auth: MemoryAuth;
beforeEach(async () => {
  auth = await createMemoryAuth();
});

/** `decide`: the person's answer to each approval (default: approve). */
function setup(
  { frame = frameLoopback(auth), store = memoryStore(), decide = async () => true } = {} as Partial<Setup> & { decide?: () => Promise<boolean> },
): Setup {
  const approvals: ApprovalRequest[] = [];
  const reads: Setup['reads'] = [];
  const [eip155, solana] = createEmbeddedConnectors({
    namespaces: ['eip155', 'solana'],
    frame: { document, frameUrl: 'https://wallet.shop.example/', projectId: 'test', version: 'test' },
    openFrame: frame.open,
    store,
    sync: STILL_SITE,
    initialChain: (namespace) => (namespace === 'eip155' ? 'eip155:1' : SOLANA),
    networks: () => NETWORKS,
    rpc: (caipNetworkId) => ({
      request: async (method, params) => {
        reads.push({ method, params });
        return `${caipNetworkId}:${method}`;
      },
    }),
    async approve(request, send) {
      approvals.push(request);
      if (!(await decide())) throw Object.assign(new Error('declined'), { code: 4001 });
      return send();
    },
  });
  return { eip155: eip155!, solana: solana!, frame, store, approvals, reads };
}

async function loginByEmail({ eip155 }: Setup): Promise<void> {
  expect(await eip155.login!.startEmail(EMAIL)).toBe('VERIFY_OTP');
  await eip155.login!.verifyOtp(auth.outbox.at(-1)!.code);
}

describe('the embedded connectors', () => {
  it('are one login for both namespaces: after an email code, each connects with its own account of the same user', async () => {
    const s = setup();
    expect(s.eip155).toMatchObject({ id: 'embedded', type: 'AUTH', namespace: 'eip155', sharedSession: true, installed: false });
    expect(s.solana).toMatchObject({ id: 'embedded', namespace: 'solana' });
    await expect(s.eip155.connect({})).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    await loginByEmail(s);
    const evm = await s.eip155.connect({});
    const sol = await s.solana.connect({ silent: true });
    const keys = s.frame.state().keys!;
    expect(evm).toMatchObject({ addresses: [keys.evmAddress], caipNetworkId: 'eip155:1', user: { email: EMAIL, address: keys.evmAddress } });
    expect(sol).toMatchObject({ addresses: [keys.solanaAddress], caipNetworkId: SOLANA, user: { email: EMAIL } });
    expect(evm.socialProvider).toBeUndefined();
    // The page keeps the session token and the email (SPEC §3), never a key.
    expect(s.store.value).toEqual({ token: expect.any(String), email: EMAIL });
    expect(JSON.stringify(s.store.value)).not.toContain(Buffer.from(keys.evm).toString('hex'));
    expect(s.frame.opened).toBe(1);
  });

  it('connects silently with nothing stored without loading the frame, and resumes a stored session after a reload', async () => {
    const device = new Storage();
    const first = setup({ frame: frameLoopback(auth, device) });
    expect(await first.eip155.connect({ silent: true })).toEqual({ addresses: [], caipNetworkId: 'eip155:1' });
    expect(first.frame.opened).toBe(0);
    await loginByEmail(first);
    const { addresses } = await first.eip155.connect({});

    // A reload: new connectors and a new frame on the same device, with the stored login.
    const reloaded = setup({ frame: frameLoopback(auth, device), store: first.store });
    expect(await reloaded.eip155.connect({ silent: true })).toMatchObject({ addresses, user: { email: EMAIL } });
    // The site's data and theme come first, as soon as the frame is ready; then the stored session is resumed.
    expect(reloaded.frame.received.slice(0, 4)).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME', 'IS_CONNECTED', 'GET_USER']);
  });

  it('signs out once for both namespaces, forgets the stored login, and says nothing of a sign-out it asked for', async () => {
    const s = setup();
    await loginByEmail(s);
    await s.eip155.connect({});
    const events: ConnectorEvent[] = [];
    s.eip155.subscribe((e) => events.push(e));
    s.solana.subscribe((e) => events.push(e));
    await s.eip155.disconnect();
    await s.solana.disconnect();
    expect(s.frame.received.filter((name) => name === 'SIGN_OUT')).toHaveLength(1);
    expect(s.frame.state().keys).toBeNull();
    expect(s.store.value).toBeUndefined();
    await expect(s.solana.connect({})).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    // The frame's end-of-session notice came before its answer to SIGN_OUT: it has been heard, and was not news.
    expect(events).toEqual([]);
  });

  it('tells both namespaces when the frame ends the session on its own', async () => {
    const s = setup();
    await loginByEmail(s);
    await s.eip155.connect({});
    const events: string[] = [];
    s.eip155.subscribe((e) => events.push(`eip155:${e.type}`));
    s.solana.subscribe((e) => events.push(`solana:${e.type}`));
    s.frame.host().announceSession(null);
    await expect.poll(() => events).toEqual(['eip155:disconnect', 'solana:disconnect']);
    expect(s.store.value).toBeUndefined();
  });
});

describe('a frame-url the element may not load', () => {
  it("is 'Unable to load email login dependency', saying why, and mounts nothing", async () => {
    const [connector] = createEmbeddedConnectors({
      namespaces: ['eip155'],
      frame: { document, frameUrl: 'http://wallet.shop.example/', projectId: 'test', version: 'test' },
      store: memoryStore(),
      sync: STILL_SITE,
      initialChain: () => 'eip155:1',
      networks: () => NETWORKS,
      rpc: () => undefined,
      approve: (_request, send) => send(),
    });
    const error = await connector!.login!.startEmail(EMAIL).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'FRAME_LOAD_FAILED',
      shortMessage: 'Unable to load email login dependency',
      details: 'frame-url must be https: http://wallet.shop.example',
    });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe("the embedded wallet's provider (issue 21 point 6)", () => {
  async function connected(options?: Parameters<typeof setup>[0]) {
    const s = setup(options);
    await loginByEmail(s);
    await s.eip155.connect({});
    await s.solana.connect({ silent: true });
    return s;
  }

  it('signs a message only after the approval, with the key the frame holds (personal_sign, EIP-191)', async () => {
    const s = await connected();
    const address = s.frame.state().keys!.evmAddress;
    const signature = await s.eip155.getProvider().request({ method: 'personal_sign', params: ['0x68656c6c6f', address] });
    expect(verifyMessage('hello', signature as string)).toBe(address);
    expect(s.approvals).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:1', address, method: 'personal_sign', params: ['0x68656c6c6f', address] }]);
    expect(s.frame.received).toContain('RPC_REQUEST');
  });

  it('sends nothing to the frame when the person declines', async () => {
    const s = await connected({ decide: async () => false });
    const before = s.frame.received.length;
    await expect(s.eip155.request({ method: 'personal_sign', params: ['0x68656c6c6f', s.frame.state().keys!.evmAddress] })).rejects.toMatchObject({
      code: 'PROVIDER_4001',
    });
    expect(s.frame.received.slice(before)).toEqual([]);
  });

  it('signs a Solana message after the approval (solana_signMessage)', async () => {
    const s = await connected();
    const pubkey = s.frame.state().keys!.solanaAddress;
    const reply = (await s.solana.request({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey } })) as { signature: string };
    expect(reply.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    expect(s.approvals.map((a) => [a.namespace, a.method])).toEqual([['solana', 'solana_signMessage']]);
  });

  it('answers accounts and chain itself and read-only methods over the chain RPC, without the frame or an approval', async () => {
    const s = await connected();
    const provider = s.eip155.getProvider();
    const before = s.frame.received.length;
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([s.frame.state().keys!.evmAddress]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('eip155:1:eth_blockNumber');
    expect(await provider.request({ method: 'eth_call', params: [{ to: '0x0000000000000000000000000000000000000001' }, 'latest'] })).toBe('eip155:1:eth_call');
    expect(s.reads.map((r) => r.method)).toEqual(['eth_blockNumber', 'eth_call']);
    expect(s.frame.received.slice(before)).toEqual([]);
    expect(s.approvals).toEqual([]);
  });

  it("refuses any other method with 'Requested RPC call is not allowed', and rejects the requests still open", async () => {
    let release: (approved: boolean) => void = () => {};
    const s = await connected({ decide: () => new Promise<boolean>((resolve) => (release = resolve)) });
    const provider = s.eip155.getProvider();
    const open = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', s.frame.state().keys!.evmAddress] }).catch((e: unknown) => e);
    await expect.poll(() => s.approvals.length).toBe(1);
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 'RPC_CALL_NOT_ALLOWED',
      shortMessage: 'Requested RPC call is not allowed',
    });
    expect(await open).toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED' });
    release(true);
  });

  it('switches only to a network of the setup (wallet_switchEthereumChain), and says so to its listeners', async () => {
    const s = await connected();
    const provider = s.eip155.getProvider();
    const chains: unknown[] = [];
    provider.on!('chainChanged', (chainId) => chains.push(chainId));
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).toBeNull();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105');
    expect(chains).toEqual(['0x2105']);
    expect(s.frame.state().chainId).toBe('eip155:8453');
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toMatchObject({ code: 'PROVIDER_4902' });
  });

  it('refuses params that are not plain JSON at once rather than letting the frame drop them', async () => {
    const s = await connected();
    const address = s.frame.state().keys!.evmAddress;
    await expect(s.eip155.request({ method: 'personal_sign', params: [10n, address] })).rejects.toMatchObject({ code: 'RPC_-32602' });
  });

  it("passes the frame's refusal on as the EIP-1193 error of its words (another signer: 4100)", async () => {
    const s = await connected();
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await expect(s.eip155.request({ method: 'personal_sign', params: ['0x68656c6c6f', other] })).rejects.toMatchObject({ code: 'PROVIDER_4100' });
    expect(s.approvals.map((a) => a.method)).toEqual(['personal_sign']);
  });

  it('refuses batches, permissions and user operations as unsupported (4200) before asking anyone: an EOA has no smart account', async () => {
    const s = await connected();
    const from = s.frame.state().keys!.evmAddress;
    const before = s.frame.received.length;
    for (const [method, params] of [
      ['wallet_sendCalls', [{ version: '2.0.0', from, chainId: '0x1', atomicRequired: false, calls: [{ to: from, value: '0x1' }] }]],
      ['wallet_grantPermissions', [{ chainId: '0x1', expiry: 1, signer: { type: 'account', data: { id: from } }, permissions: [] }]],
      ['wallet_revokePermissions', [{ permissionContext: '0x01' }]],
      ['eth_sendUserOperation', [{ sender: from }, '0x0000000071727De22E5E9d8BAf0edAc6f37da032']],
    ] as const) {
      await expect(s.eip155.getProvider().request({ method, params: [...params] })).rejects.toMatchObject({ rpcCode: 4200 });
      await expect(s.eip155.request({ method, params: [...params] })).rejects.toMatchObject({ code: 'PROVIDER_4200' });
    }
    expect(await s.eip155.getProvider().request({ method: 'wallet_getCapabilities', params: [from] })).toEqual({});
    expect(s.approvals).toEqual([]);
    expect(s.frame.received.slice(before)).toEqual([]);
  });

  it("keeps the frame's own eth_signTransaction out of the page's reach: the allow-list refuses it before the wallet", async () => {
    const s = await connected();
    const from = s.frame.state().keys!.evmAddress;
    const before = s.frame.received.length;
    const tx = {
      type: '0x2',
      from,
      to: from,
      value: '0x1',
      data: '0x',
      nonce: '0x0',
      gas: '0x5208',
      chainId: '0x1',
      maxFeePerGas: '0x1',
      maxPriorityFeePerGas: '0x1',
    };
    await expect(s.eip155.getProvider().request({ method: 'eth_signTransaction', params: [tx] })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
    });
    await expect(s.eip155.request({ method: 'eth_signTransaction', params: [tx] })).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED' });
    expect(s.approvals).toEqual([]);
    expect(s.frame.received.slice(before)).toEqual([]);
  });
});
