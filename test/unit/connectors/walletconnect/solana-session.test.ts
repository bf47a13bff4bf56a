// @vitest-environment node
// The solana round trip with real parts: our WalletConnect connectors (the real session core on
// UniversalProvider 2.21.8) and the Phone Wallet's own code (dev/phone-wallet/wallet.ts, sign-client
// 2.21.8, @solana/kit keys), paired through the loopback relay, signing against the LiteSVM Solana RPC.
// The browser end to end (the element and the Phone Wallet page) is test/e2e/walletconnect-solana.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  address as toAddress,
  getBase58Encoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
  type SignatureBytes,
} from '@solana/kit';
import { rpcCall, transferBase64 } from '../../../support/local-chain';
import { startRelay, type Relay } from '../../../../dev/walletconnect-relay.ts';
import { startSolanaRpc, type SolanaRpc } from '../../../../dev/solana-rpc.ts';
import { solanaCaipNetworkId } from '../../../../dev/stack.ts';
import { createPhoneWallet } from '../../../../dev/phone-wallet/wallet';
import type { Connector, ConnectorEvent } from '../../../../src/connectors/connector';
import { createWalletConnectConnectors } from '../../../../src/connectors/walletconnect/connectors';
import { buildWalletConnectSetup } from '../../../../src/connectors/walletconnect/setup';
import { findKnownNetwork } from '../../../../src/chains/known-networks';
import { SwitchChainError, UserRejectedRequestError } from '../../../../src/errors/rpc';
import { stubLoopbackOnlyFetch } from '../../../support/loopback-fetch';

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT = toAddress('11111111111111111111111111111112'); // any account: the transfer creates it

let relay: Relay;
let solanaRpc: SolanaRpc;
let chain: string;
let phone: Awaited<ReturnType<typeof createPhoneWallet>>;
const cores: string[] = [];
const dapps: Connector[] = [];
let prefixCount = 0;

const rpc = <T>(method: string, params: unknown[] = []) => rpcCall<T>(solanaRpc.rpcUrl, method, params);
/** A transfer of `lamports` from the phone wallet's account, unsigned, as a base64 wire transaction. */
const transfer = (lamports: bigint) => transferBase64(solanaRpc.rpcUrl, phone.solanaAddress!, RECIPIENT, lamports);
const balanceOf = async (address: string) => BigInt((await rpc<{ value: number }>('getBalance', [address])).value);

beforeAll(async () => {
  // Offline: a vendor call fails at once instead of waiting for a network timeout.
  stubLoopbackOnlyFetch();
  // The Phone Wallet names itself after its page's origin.
  vi.stubGlobal('location', { origin: 'http://127.0.0.1' });
  [relay, solanaRpc] = await Promise.all([startRelay(), startSolanaRpc()]);
  chain = solanaCaipNetworkId(solanaRpc.genesisHash);
  phone = await createPhoneWallet({
    chains: [],
    solana: { rpcUrl: solanaRpc.rpcUrl, caipNetworkId: chain },
    relayUrl: relay.relayUrl,
    ask: async () => 'reject',
    onChange: () => undefined,
    log: () => undefined,
  });
}, 60_000);

afterAll(async () => {
  await phone?.client.core.relayer.transportClose().catch(() => {});
  phone?.client.core.heartbeat.stop();
  await Promise.all([relay?.stop(), solanaRpc?.stop()]);
  vi.unstubAllGlobals();
});

beforeEach(() => {
  phone.state.mode = 'approve';
});
afterEach(async () => {
  // The dapp ends its session, not the wallet: sign-client 2.21.8 re-reads unacknowledged messages one
  // second after init, and a wc_sessionDelete arriving at that moment is handled twice (the second
  // time its unawaited check rejects, unhandled). A test ends about a second after its dapp starts.
  for (const dapp of dapps.splice(0)) await dapp.disconnect().catch(() => undefined);
  await vi.waitFor(() => expect(phone.client.session.getAll()).toEqual([]));
  // The WalletConnect core is kept in a global per storage prefix: close each test's.
  for (const prefix of cores.splice(0)) {
    const key = `_walletConnectCore_${prefix}`;
    const core = (globalThis as Record<string, unknown>)[key] as { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } } | undefined;
    await core?.relayer.transportClose().catch(() => {});
    core?.heartbeat.stop();
    delete (globalThis as Record<string, unknown>)[key];
  }
});

/** The dapp side as the element builds it, networks eip155:31337 and the stack's Solana chain; paired with the phone. */
async function connectedDapp(): Promise<{ solana: Connector; eip155: Connector }> {
  const storagePrefix = `wc-solana-test-${process.pid}-${++prefixCount}`;
  cores.push(storagePrefix);
  const setup = () => ({
    ...buildWalletConnectSetup({
      projectId: 'test',
      networks: [
        { chainNamespace: 'eip155', id: 31337, rpcUrl: 'http://127.0.0.1:9' },
        { chainNamespace: 'solana', id: chain.split(':')[1]!, rpcUrl: solanaRpc.rpcUrl },
      ],
      relayUrl: relay.relayUrl,
      metadata: { name: 'solana session test', description: '', url: 'http://127.0.0.1', icons: [] },
      location: { origin: 'http://127.0.0.1', host: '127.0.0.1' },
      title: '',
    }),
    storagePrefix,
  });
  const [eip155, solana] = createWalletConnectConnectors({ namespaces: ['eip155', 'solana'], setup });
  dapps.push(solana!);
  const stop = solana!.subscribe((event) => {
    if (event.type === 'displayUri') void phone.pair(event.uri);
  });
  const result = await solana!.connect({});
  stop();
  expect(result).toEqual({ addresses: [phone.solanaAddress], caipNetworkId: chain });
  return { solana: solana!, eip155: eip155! };
}

describe('a WalletConnect session with the Phone Wallet over solana and eip155', () => {
  it('pairs once: solana gets the phone’s Solana account on the stack’s chain, eip155 its EVM account from the same approval', async () => {
    const { eip155 } = await connectedDapp();
    expect(phone.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    // Seed 2 of the stack's funded accounts, not the Demo Wallet's seed 1.
    expect(phone.solanaAddress).not.toBe(solanaRpc.faucet.demo.address);
    expect(solanaRpc.faucet.accounts.map((a) => a.address)).toContain(phone.solanaAddress);
    expect(phone.sessions()[0]!.accounts).toEqual([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`, `${chain}:${phone.solanaAddress}`]);
    await expect(eip155.connect({ silent: true })).resolves.toEqual({ addresses: [EVM_ADDRESS], caipNetworkId: 'eip155:31337' });
  });

  it('solana_signMessage: the wallet signs the base58-decoded message with its ed25519 key', async () => {
    const { solana } = await connectedDapp();
    const text = new TextEncoder().encode('hello from WalletConnect');
    const message = (await import('@solana/kit')).getBase58Decoder().decode(text);
    const { signature } = (await solana.request({ method: 'solana_signMessage', params: { message, pubkey: phone.solanaAddress } })) as { signature: string };
    const key = await getPublicKeyFromAddress(toAddress(phone.solanaAddress!));
    expect(await verifySignature(key, Uint8Array.from(getBase58Encoder().encode(signature)) as SignatureBytes, text)).toBe(true);
    expect(
      await verifySignature(key, Uint8Array.from(getBase58Encoder().encode(signature)) as SignatureBytes, new TextEncoder().encode('something else')),
    ).toBe(false);
  });

  it('solana_signTransaction answers the fee payer’s signature and the signed transaction, which is not sent', async () => {
    const { solana } = await connectedDapp();
    const before = await balanceOf(phone.solanaAddress!);
    const { signature, transaction } = (await solana.request({ method: 'solana_signTransaction', params: { transaction: await transfer(1_000n) } })) as {
      signature: string;
      transaction: string;
    };
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(transaction));
    const mine = signed.signatures[toAddress(phone.solanaAddress!)]!;
    expect(Uint8Array.from(getBase58Encoder().encode(signature))).toEqual(Uint8Array.from(mine));
    const key = await getPublicKeyFromAddress(toAddress(phone.solanaAddress!));
    expect(await verifySignature(key, mine, signed.messageBytes)).toBe(true);
    expect(await balanceOf(phone.solanaAddress!)).toBe(before);
  });

  it('solana_signAndSendTransaction: the wallet signs and sends to the stack’s RPC; the transfer lands', async () => {
    const { solana } = await connectedDapp();
    const before = await balanceOf(RECIPIENT);
    const { signature } = (await solana.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction: await transfer(2_000_000n), sendOptions: { preflightCommitment: 'confirmed' } },
    })) as { signature: string };
    const status = async () => (await rpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [[signature]])).value[0];
    await expect
      .poll(async () => {
        const s = await status();
        return s ? s.err : 'pending';
      })
      .toBeNull();
    expect((await balanceOf(RECIPIENT)) - before).toBe(2_000_000n);
  });

  it('a request the person rejects is a user rejection; an unapproved chain cannot be switched to', async () => {
    const { solana } = await connectedDapp();
    phone.state.mode = 'reject';
    await expect(solana.request({ method: 'solana_signTransaction', params: { transaction: await transfer(1n) } })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    await expect(solana.switchNetwork(findKnownNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')!)).rejects.toBeInstanceOf(SwitchChainError);
  });

  it('the wallet ending the session reaches both connectors', async () => {
    const { solana, eip155 } = await connectedDapp();
    const seen: string[] = [];
    const record = (ns: string) => (e: ConnectorEvent) => e.type === 'disconnect' && seen.push(ns);
    solana.subscribe(record('solana'));
    eip155.subscribe(record('eip155'));
    await phone.disconnect();
    await vi.waitFor(() => expect(seen.sort()).toEqual(['eip155', 'solana']));
    await expect(solana.connect({ silent: true })).resolves.toEqual({ addresses: [], caipNetworkId: chain });
  });
});
