/** What every per-namespace WalletConnect connector does with the shared session: connect, read accounts, follow events. */
import { isCaipNetworkId, type CaipNetworkId } from '../../chains/caip';
import type { WalletModalError } from '../../errors';
import { ChainNotSupportedError, WalletReplyInvalidError } from '../../errors/connection';
import { toWalletModalError } from '../../errors/rpc';
import type { ConnectResult, Connector, ConnectorEvent } from '../connector';
import type { WalletConnectCore } from './core';
import { WALLETCONNECT_ICON } from './icon';
import type { WalletConnectSession } from './session';
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectNamespace } from './setup';

/** Turns the wallet's account list into checked bare addresses; throws WALLET_REPLY_INVALID otherwise. */
export type ParseAddresses = (values: readonly unknown[]) => Promise<string[]>;

/**
 * WalletConnect's refusal (code 5000) may arrive as text only (a provider rethrowing
 * `new Error(error.message)`); the SDK's own text ("User rejected.") is all that is left of it then.
 */
const USER_REJECTED_TEXT = /user rejected|rejected by (the )?user|user disapproved/i;

function toConnectError(error: unknown): WalletModalError {
  const mapped = toWalletModalError(error);
  if (mapped.code === 'UNKNOWN' && error instanceof Error && USER_REJECTED_TEXT.test(error.message)) {
    return toWalletModalError({ code: 5000, message: error.message });
  }
  return mapped;
}

export function invalidReply(details: string): WalletModalError {
  return new WalletReplyInvalidError({ details });
}

/** The address part of a CAIP-10 account (`ns:ref:address`), or the value itself. */
export const addressPart = (value: unknown): unknown => (typeof value === 'string' ? value.split(':').pop() : value);

/** The namespace's current chain and the approved accounts on it, or undefined when the session lacks it. */
export function accountsOn(core: WalletConnectCore, namespace: WalletConnectNamespace): { chain: CaipNetworkId; accounts: string[] } | undefined {
  const approved = core.approved(namespace);
  const chain = core.currentChain(namespace) ?? approved?.chains[0];
  if (!approved || !chain) return undefined;
  if (!isCaipNetworkId(chain) || !chain.startsWith(`${namespace}:`)) throw invalidReply(`the wallet approved a malformed ${namespace} chain`);
  const accounts = approved.accounts.filter((a) => a.startsWith(`${chain}:`)).map((a) => a.slice(chain.length + 1));
  return accounts.length > 0 ? { chain, accounts } : undefined;
}

/**
 * Connects one namespace of the shared session: reads a live session, or (unless silent) proposes one.
 * A fresh session that leaves this namespace out is ended: the person chose it, and a session nobody
 * shows would linger unseen.
 */
async function connectNamespace(
  session: WalletConnectSession,
  namespace: WalletConnectNamespace,
  { silent, fallbackChain, parse }: { silent: boolean; fallbackChain: CaipNetworkId; parse: ParseAddresses },
): Promise<ConnectResult> {
  const core = await session.core();
  const fresh = !core.hasSession();
  if (fresh && silent) return { addresses: [], caipNetworkId: fallbackChain };
  if (fresh) {
    try {
      await session.pair();
    } catch (error) {
      throw toConnectError(error);
    }
  }
  const found = accountsOn(core, namespace);
  if (found) return { addresses: await parse(found.accounts), caipNetworkId: found.chain };
  if (silent) return { addresses: [], caipNetworkId: fallbackChain };
  if (fresh) await core.disconnect().catch(() => undefined);
  throw new ChainNotSupportedError({
    details: `The WalletConnect wallet approved no ${namespace} account${fresh ? '' : ' in the live session; disconnect and connect again'}`,
  });
}

/** The session's events that concern this namespace, as connector events. Malformed ones are dropped. */
function followSession(
  session: WalletConnectSession,
  namespace: WalletConnectNamespace,
  parse: ParseAddresses,
  emit: (event: ConnectorEvent) => void,
): () => void {
  const emitAccounts = (values: readonly unknown[]) => {
    parse(values.map(addressPart)).then(
      (addresses) => emit({ type: 'accountsChanged', addresses }),
      () => undefined, // malformed: keep the last valid account
    );
  };
  return session.subscribe((event) => {
    switch (event.type) {
      case 'displayUri':
        return emit(event);
      case 'disconnect':
        return emit(event);
      case 'chainChanged':
        if (event.chain.startsWith(`${namespace}:`) && isCaipNetworkId(event.chain)) emit({ type: 'chainChanged', caipNetworkId: event.chain });
        return;
      case 'accountsChanged':
        if (event.namespace !== namespace) return;
        return emitAccounts(Array.isArray(event.accounts) ? event.accounts : [event.accounts]);
      case 'sessionUpdate': {
        // The wallet's new namespaces are the ones to follow.
        const core = session.loaded();
        let found: ReturnType<typeof accountsOn>;
        try {
          found = core && accountsOn(core, namespace);
        } catch {
          return; // malformed: keep the last valid account
        }
        if (found) emitAccounts(found.accounts);
        return;
      }
    }
  });
}

/** Ends the shared session for every namespace; does nothing when the core never started (nothing to end). */
async function endSession(session: WalletConnectSession): Promise<void> {
  const loading = session.started();
  if (!loading) return;
  try {
    await (await loading).disconnect();
  } catch (error) {
    throw toWalletModalError(error);
  }
}

/** The namespace's approved accounts in the live session, parsed; none without a session. */
async function sessionAccounts(session: WalletConnectSession, namespace: WalletConnectNamespace, parse: ParseAddresses): Promise<string[]> {
  const found = accountsOn(await session.core(), namespace);
  return found ? parse(found.accounts) : [];
}

/**
 * What a namespace's WalletConnect connector shares with its siblings: one entry (id 'walletConnect'), connecting,
 * ending and reading the shared session for its namespace, and its events. `onEvent` sees each event after the
 * connector's listeners (the eip155 connector repeats them to its EIP-1193 provider). The caller adds requests,
 * network switches and the provider.
 */
export function namespaceConnector(
  session: WalletConnectSession,
  {
    namespace,
    parse,
    fallbackChain,
    onEvent,
  }: { namespace: WalletConnectNamespace; parse: ParseAddresses; fallbackChain: () => CaipNetworkId; onEvent?: (event: ConnectorEvent) => void },
): Omit<Connector, 'switchNetwork' | 'request' | 'getProvider'> {
  const listeners = new Set<(event: ConnectorEvent) => void>();
  followSession(session, namespace, parse, (event) => {
    for (const listener of [...listeners]) listener(event);
    onEvent?.(event);
  });
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace,
    imageUrl: WALLETCONNECT_ICON,
    installed: false,
    pairing: true,
    sharedSession: true,
    connect: ({ silent = false }) => connectNamespace(session, namespace, { silent, fallbackChain: fallbackChain(), parse }),
    disconnect: () => endSession(session),
    getAccounts: () => sessionAccounts(session, namespace, parse),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
