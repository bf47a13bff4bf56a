import { describe, expect, it, vi } from 'vitest';
import type { ConnectorEvent } from '../../../../src/connectors/connector';
import { findKnownNetwork } from '../../../../src/chains/known-networks';
import type { Network } from '../../../../src/chains/network';
import { WalletModalError } from '../../../../src/errors';
import { InvalidParamsRpcError, SwitchChainError, UnsupportedProviderMethodError, UserRejectedRequestError } from '../../../../src/errors/rpc';
import { EVM_ADDRESS, SOLANA_ADDRESS, SOLANA_DEVNET, SOLANA_LOCALNET, approvedEip155, approvedSolana, connectorsWith, fakeCore } from './fake-core';

const SIGNATURE = '5'.repeat(87);
const TX = 'AQID'; // base64 of 01 02 03: the connector checks the encoding, the wallet the bytes
const network = (id: string): Network => findKnownNetwork(id as Network['caipNetworkId'])!;

/** Both connectors on one core, connected: the wallet approved eip155 and solana. */
async function connected(solana = approvedSolana()) {
  const core = fakeCore();
  const { of } = connectorsWith(core, ['eip155', 'solana']);
  core.restore({ eip155: approvedEip155(), solana });
  await of('solana').connect({ silent: true });
  return { core, solana: of('solana'), eip155: of('eip155') };
}

describe('one WalletConnect session for eip155 and solana', () => {
  it('pairs once for the chosen namespace; the other reads its accounts from the same approval without a proposal', async () => {
    const core = fakeCore();
    const { of } = connectorsWith(core, ['eip155', 'solana']);
    const uris: string[] = [];
    of('solana').subscribe((e) => e.type === 'displayUri' && uris.push(e.uri));
    const result = of('solana').connect({});
    await vi.waitFor(() => expect(core.pending).toHaveLength(1));
    core.approve({ eip155: approvedEip155(), solana: approvedSolana() });
    await expect(result).resolves.toEqual({ addresses: [SOLANA_ADDRESS], caipNetworkId: SOLANA_LOCALNET });
    expect(uris).toEqual(['wc:topic1@2?relay-protocol=irn&symKey=00']);
    await expect(of('eip155').connect({ silent: true })).resolves.toEqual({ addresses: [EVM_ADDRESS], caipNetworkId: 'eip155:31337' });
    expect(core.propose).toHaveBeenCalledOnce();
  });

  it('a session with eip155 accounts only gives the solana connector none (silently)', async () => {
    const core = fakeCore();
    const { of } = connectorsWith(core, ['eip155', 'solana']);
    const result = of('eip155').connect({});
    await vi.waitFor(() => expect(core.pending).toHaveLength(1));
    core.approve({ eip155: approvedEip155() });
    await expect(result).resolves.toMatchObject({ addresses: [EVM_ADDRESS] });
    await expect(of('solana').connect({ silent: true })).resolves.toEqual({ addresses: [], caipNetworkId: SOLANA_LOCALNET });
  });

  it('a fresh session that leaves out the chosen namespace is ended, with a clear error', async () => {
    const core = fakeCore();
    const { of } = connectorsWith(core, ['eip155', 'solana']);
    const result = of('solana').connect({});
    await vi.waitFor(() => expect(core.pending).toHaveLength(1));
    core.approve({ eip155: approvedEip155() });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletModalError);
    expect(error).toMatchObject({ shortMessage: 'Chain is not supported', details: 'The WalletConnect wallet approved no solana account' });
    expect(core.disconnect).toHaveBeenCalledOnce();
  });

  it('maps the wallet refusal as the SDK gives it ({ code: 5000 }) to a user rejection', async () => {
    const core = fakeCore();
    const { of } = connectorsWith(core, ['eip155', 'solana']);
    const result = of('solana').connect({});
    await vi.waitFor(() => expect(core.pending).toHaveLength(1));
    core.pending[0]!.reject({ code: 5000, message: 'User rejected.' });
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('the wallet ending the session reaches both connectors; disconnecting either ends it, and nothing loads to disconnect an unused one', async () => {
    const { core, solana, eip155 } = await connected();
    const seen: [string, ConnectorEvent][] = [];
    solana.subscribe((e) => seen.push(['solana', e]));
    eip155.subscribe((e) => seen.push(['eip155', e]));
    core.emit({ type: 'disconnect' });
    expect(seen.sort()).toEqual([
      ['eip155', { type: 'disconnect' }],
      ['solana', { type: 'disconnect' }],
    ]);
    await solana.disconnect();
    expect(core.disconnect).toHaveBeenCalledOnce();

    const unused = fakeCore();
    const { of, load } = connectorsWith(unused, ['eip155', 'solana']);
    await of('solana').disconnect();
    expect(load).not.toHaveBeenCalled();
  });

  it('follows the wallet: solana accountsChanged and chainChanged reach the solana connector only, malformed ones nowhere', async () => {
    const { core, solana, eip155 } = await connected(approvedSolana([SOLANA_LOCALNET, SOLANA_DEVNET]));
    const sol: ConnectorEvent[] = [];
    const evm: ConnectorEvent[] = [];
    solana.subscribe((e) => sol.push(e));
    eip155.subscribe((e) => evm.push(e));
    core.emit({ type: 'chainChanged', chain: SOLANA_DEVNET });
    core.emit({ type: 'accountsChanged', namespace: 'solana', accounts: [`${SOLANA_DEVNET}:${SOLANA_ADDRESS}`] });
    core.emit({ type: 'accountsChanged', namespace: 'solana', accounts: ['0xnot-base58'] });
    await vi.waitFor(() =>
      expect(sol).toEqual([
        { type: 'chainChanged', caipNetworkId: SOLANA_DEVNET },
        { type: 'accountsChanged', addresses: [SOLANA_ADDRESS] },
      ]),
    );
    expect(evm).toEqual([]);
  });
});

describe('solana requests through WalletConnect', () => {
  it('sends solana_signMessage on the account’s chain with only the wire fields, and answers the checked reply', async () => {
    const { core, solana } = await connected();
    core.wallet.answer = async () => ({ signature: SIGNATURE, extra: 'dropped' });
    const message = '3yZe7d'; // base58 of "hello"
    await expect(solana.request({ method: 'solana_signMessage', params: { message, pubkey: SOLANA_ADDRESS, junk: 1 } })).resolves.toEqual({
      signature: SIGNATURE,
    });
    expect(core.request).toHaveBeenCalledWith({ method: 'solana_signMessage', params: { message, pubkey: SOLANA_ADDRESS } }, SOLANA_LOCALNET);
  });

  it('passes transactions through: signTransaction, signAllTransactions and signAndSendTransaction with sendOptions', async () => {
    const { core, solana } = await connected();
    core.wallet.answer = async ({ method }) =>
      method === 'solana_signAllTransactions'
        ? { transactions: [TX, TX] }
        : method === 'solana_signTransaction'
          ? { signature: SIGNATURE, transaction: TX }
          : { signature: SIGNATURE };
    await expect(solana.request({ method: 'solana_signTransaction', params: { transaction: TX } })).resolves.toEqual({ signature: SIGNATURE, transaction: TX });
    await expect(solana.request({ method: 'solana_signAllTransactions', params: { transactions: [TX, TX] } })).resolves.toEqual({ transactions: [TX, TX] });
    await expect(
      solana.request({ method: 'solana_signAndSendTransaction', params: { transaction: TX, sendOptions: { skipPreflight: true } } }),
    ).resolves.toEqual({ signature: SIGNATURE });
    expect(core.request).toHaveBeenLastCalledWith(
      { method: 'solana_signAndSendTransaction', params: { transaction: TX, sendOptions: { skipPreflight: true } } },
      SOLANA_LOCALNET,
    );
  });

  it('refuses malformed params before they reach the wallet', async () => {
    const { core, solana } = await connected();
    const attempts = [
      { method: 'solana_signMessage', params: { message: 'hello world', pubkey: SOLANA_ADDRESS } },
      { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: EVM_ADDRESS } },
      // Longer than base58 of the 4 KiB a Solana message may have.
      { method: 'solana_signMessage', params: { message: 'z'.repeat(5595), pubkey: SOLANA_ADDRESS } },
      { method: 'solana_signTransaction', params: { transaction: 'not base64!' } },
      { method: 'solana_signTransaction', params: ['AQID'] },
      { method: 'solana_signAllTransactions', params: { transactions: [] } },
      { method: 'solana_signAndSendTransaction', params: { transaction: TX, sendOptions: 'fast' } },
    ];
    for (const args of attempts) await expect(solana.request(args), JSON.stringify(args)).rejects.toBeInstanceOf(InvalidParamsRpcError);
    expect(core.request).not.toHaveBeenCalled();
  });

  it('answers 4200 for a method outside SolanaRequests or one the wallet did not approve, without reaching the wallet', async () => {
    const { core, solana } = await connected(approvedSolana([SOLANA_LOCALNET], ['solana_signMessage']));
    await expect(solana.request({ method: 'personal_sign', params: ['0x00', EVM_ADDRESS] })).rejects.toBeInstanceOf(UnsupportedProviderMethodError);
    await expect(solana.request({ method: 'solana_signTransaction', params: { transaction: TX } })).rejects.toBeInstanceOf(UnsupportedProviderMethodError);
    expect(core.request).not.toHaveBeenCalled();
  });

  it('refuses a malformed reply', async () => {
    const { core, solana } = await connected();
    core.wallet.answer = async ({ method }) => (method === 'solana_signAllTransactions' ? { transactions: [TX] } : { signature: 'not a signature' });
    await expect(solana.request({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOLANA_ADDRESS } })).rejects.toMatchObject({
      code: 'WALLET_REPLY_INVALID',
    });
    await expect(solana.request({ method: 'solana_signAllTransactions', params: { transactions: [TX, TX] } })).rejects.toMatchObject({
      code: 'WALLET_REPLY_INVALID',
    });
  });

  it('maps the wallet’s 4001 and 5000 to a user rejection and keeps other codes', async () => {
    const { core, solana } = await connected();
    const sign = () => solana.request({ method: 'solana_signTransaction', params: { transaction: TX } });
    core.wallet.answer = async () => Promise.reject({ code: 4001, message: 'User rejected the request.' });
    await expect(sign()).rejects.toBeInstanceOf(UserRejectedRequestError);
    core.wallet.answer = async () => Promise.reject({ code: 5000, message: 'User rejected.' });
    await expect(sign()).rejects.toBeInstanceOf(UserRejectedRequestError);
    core.wallet.answer = async () => Promise.reject({ code: -32602, message: 'Invalid params' });
    await expect(sign()).rejects.toBeInstanceOf(InvalidParamsRpcError);
  });

  it('switches among the approved solana chains by moving the chain (chainChanged), and refuses an unapproved one', async () => {
    const { core, solana } = await connected(approvedSolana([SOLANA_LOCALNET, SOLANA_DEVNET]));
    const seen: ConnectorEvent[] = [];
    solana.subscribe((e) => seen.push(e));
    await solana.switchNetwork(network(SOLANA_DEVNET));
    expect(seen).toEqual([{ type: 'chainChanged', caipNetworkId: SOLANA_DEVNET }]);
    core.wallet.answer = async () => ({ signature: SIGNATURE });
    await solana.request({ method: 'solana_signAndSendTransaction', params: { transaction: TX } });
    expect(core.request).toHaveBeenLastCalledWith(expect.anything(), SOLANA_DEVNET);

    const refused = await solana.switchNetwork(network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SwitchChainError);
    expect((refused as WalletModalError).details).toBe(
      `The WalletConnect wallet did not approve solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp in this session (approved: ${SOLANA_LOCALNET}, ${SOLANA_DEVNET})`,
    );
    expect(core.setCurrentChain).toHaveBeenCalledOnce();
  });
});

describe('the eip155 connector beside it', () => {
  it('gives getProvider() an EIP-1193 provider: requests on its current chain, chainChanged in hex', async () => {
    const { core, eip155 } = await connected();
    const provider = eip155.getProvider();
    const chains: unknown[] = [];
    provider.on!('chainChanged', (c: unknown) => chains.push(c));
    core.emit({ type: 'chainChanged', chain: 'eip155:31338' });
    core.emit({ type: 'chainChanged', chain: SOLANA_DEVNET });
    expect(chains).toEqual(['0x7a6a']);
    await provider.request({ method: 'eth_chainId' });
    expect(core.request).toHaveBeenLastCalledWith({ method: 'eth_chainId' }, 'eip155:31337');
  });
});
