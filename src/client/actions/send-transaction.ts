/**
 * `sendTransaction(tx)`: the active namespace's wallet signs and sends; resolves with the hash (EVM) or signature
 * (Solana). `wm-transaction` fires 'pending' at once, then 'confirmed' or 'failed' from the receipt (EVM) or the
 * signature status (Solana), read over the network's RPC transport; the balance is read again once it is mined.
 * An EVM wallet may answer an object instead (SPEC §5, wallet-reply.ts): it is handed back untouched, and nothing
 * is followed, since there is no hash to ask a node about.
 */
import type { WalletModalError } from '../../errors';
import type { ChainNamespace } from '../../chains/namespaces';
import { TRANSACTION_POLL_INTERVAL_MS, TRANSACTION_WATCH_TIMEOUT_MS } from '../../constants';
import { NotConnectedError } from '../../errors/connection';
import { toWalletModalError } from '../../errors/rpc';
import type { RpcTransport } from '../../services/json-rpc';
import { accountAtoms, activeNamespaceAtom } from '../../state/account';
import { pendingTransactionsAtom, withoutPending, withPending } from '../../state/pending-transactions';
import type { ClientContext } from '../context';
import { refreshBalance } from './balance';
import { networkTransport } from './rpc-transport';
import { parseTransactionRequest, type EvmCall } from './transaction-request';
import { classifyWalletReply } from './wallet-reply';
import type { WalletReply } from '../types';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';

export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

/** One look at a sent transaction: its final status, or undefined while it is not yet mined. */
type StatusReader = (transport: RpcTransport, hash: string) => Promise<TransactionStatus | undefined>;

export const STATUS_READERS: Partial<Record<ChainNamespace, StatusReader>> = {
  async eip155(transport, hash) {
    const receipt = (await transport.request('eth_getTransactionReceipt', [hash])) as { status?: unknown } | null;
    if (!receipt) return undefined;
    return receipt.status === '0x1' ? 'confirmed' : 'failed';
  },
  async solana(transport, signature) {
    const reply = (await transport.request('getSignatureStatuses', [[signature]])) as {
      value?: ({ err?: unknown; confirmationStatus?: unknown } | null)[];
    } | null;
    const status = reply?.value?.[0];
    if (!status) return undefined;
    if (status.err) return 'failed';
    return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized' ? 'confirmed' : undefined;
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type WatchOptions = { interval: number; timeout: number; alive?: () => boolean };

export type WatchTransactionParameters = Parameters<typeof watchTransaction>;
export type WatchTransactionReturnType = ActionReturnType<typeof watchTransaction>;
export type WatchTransactionErrorType = WalletModalError;
/**
 * Polls until mined; undefined when the watch times out or `alive` turns false (the client destroyed), and then
 * nothing more is said. A failed read is tried again next round.
 */
export async function watchTransaction(
  read: () => Promise<TransactionStatus | undefined>,
  options: WatchOptions = { interval: TRANSACTION_POLL_INTERVAL_MS, timeout: TRANSACTION_WATCH_TIMEOUT_MS },
): Promise<TransactionStatus | undefined> {
  const deadline = Date.now() + options.timeout;
  while (Date.now() < deadline && (options.alive?.() ?? true)) {
    try {
      const status = await read();
      if (status) return status;
    } catch {
      // A node hiccup is not the transaction's failure.
    }
    await sleep(options.interval);
  }
  return undefined;
}

export type SendTransactionParameters = ActionParameters<typeof sendTransaction>;
export type SendTransactionReturnType = ActionReturnType<typeof sendTransaction>;
export type SendTransactionErrorType = RpcCodeError | NodeError | WalletModalError;
export async function sendTransaction(ctx: ClientContext, tx: unknown): Promise<WalletReply> {
  const namespace = ctx.store.get(activeNamespaceAtom);
  const account = ctx.store.get(accountAtoms[namespace]);
  const session = ctx.sessions.get(namespace);
  if (account.status !== 'connected' || !session) throw new NotConnectedError();
  const request = parseTransactionRequest(namespace, tx);

  let hash: string;
  if (request instanceof Uint8Array) {
    // The signer checks the wire bytes and the wallet's base58 signature.
    const { createSolanaSigner } = ctx.solana ?? (await import('./solana'));
    hash = await createSolanaSigner((args) => session.connector.request(args), account.address, account.caipNetworkId).signAndSendTransaction(request);
  } else {
    let reply: unknown;
    try {
      reply = await session.connector.request({ method: 'eth_sendTransaction', params: [{ from: account.address, ...(request as EvmCall) }] });
    } catch (error) {
      throw toWalletModalError(error);
    }
    const classified = classifyWalletReply('eth_sendTransaction', reply);
    // An object (a smart wallet's bundle reply, say) names no transaction: no wm-transaction, no Pending row, no
    // receipt watch, since a 'pending' that never settles would mislead. The page that asked reads the object itself.
    if (classified.kind === 'object') return classified.value;
    hash = classified.value;
  }

  ctx.emit({ type: 'transaction', detail: { namespace, hash, status: 'pending' } });
  const transport = networkTransport(ctx, account.caipNetworkId);
  const read = STATUS_READERS[namespace];
  if (transport && read) {
    const { caipAddress, caipNetworkId } = account;
    ctx.store.set(pendingTransactionsAtom, (all) => withPending(all, caipAddress, { hash, caipNetworkId, sentAt: Date.now() }));
    // A destroyed client disposes its transports (and a changed URL list replaces one): the watch ends with it.
    const alive = () => ctx.rpcTransports.get(caipNetworkId) === transport;
    void watchTransaction(() => read(transport, hash), { interval: TRANSACTION_POLL_INTERVAL_MS, timeout: TRANSACTION_WATCH_TIMEOUT_MS, alive }).then(
      async (status) => {
        // Mined (or no longer watched): Activity's own rows show it from now on.
        ctx.store.set(pendingTransactionsAtom, (all) => withoutPending(all, caipAddress, hash));
        if (!status) return;
        ctx.emit({ type: 'transaction', detail: { namespace, hash, status } });
        await refreshBalance(ctx, namespace, true).catch(() => undefined);
      },
    );
  }
  return hash;
}
