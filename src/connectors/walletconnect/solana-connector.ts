/**
 * The WalletConnect connector of the solana namespace (id 'walletConnect', like its eip155 sibling:
 * one session, one entry in the Connect view). Its requests are the SolanaRequests wire format, which
 * WalletConnect carries to the wallet unchanged; they are checked going out and coming back.
 */
import type { CaipNetworkId } from '../../chains/caip';
import type { Network } from '../../chains/network';
import { ProviderDisconnectedError, SwitchChainError, toWalletModalError } from '../../errors/rpc';
import type { Connector, Eip1193Provider, RequestArguments } from '../connector';
import { accountsOn, invalidReply, namespaceConnector, type ParseAddresses } from './namespace-session';
import type { WalletConnectSession } from './session';
import { checkSolanaParams, checkSolanaReply, isSolanaAddress, isSolanaMethod, unsupportedMethod } from './solana-wire';

const parseSolanaAddresses: ParseAddresses = async (values) => {
  if (!values.every(isSolanaAddress)) throw invalidReply('the wallet returned an account that is not a Solana address');
  return [...new Set(values as string[])];
};

export function createSolanaConnector(session: WalletConnectSession): Connector {
  async function live() {
    const core = await session.core();
    const found = accountsOn(core, 'solana');
    const approved = core.approved('solana');
    if (!found || !approved) throw new ProviderDisconnectedError({ details: 'No WalletConnect session with a solana account' });
    return { core, chain: found.chain, approved };
  }

  async function request(args: RequestArguments): Promise<unknown> {
    const { method } = args;
    try {
      if (!isSolanaMethod(method)) throw unsupportedMethod(method, 'a solana connector answers the SolanaRequests methods only');
      const params = checkSolanaParams(method, args.params);
      const { core, chain, approved } = await live();
      // Unapproved methods would go to the chain's RPC node instead of the wallet (UniversalProvider's fallback).
      if (!approved.methods.includes(method)) throw unsupportedMethod(method, 'the wallet did not approve it in this WalletConnect session');
      return checkSolanaReply(method, await core.request({ method, params }, chain), params);
    } catch (error) {
      throw toWalletModalError(error);
    }
  }

  /** Among the chains the session approved the move is ours to make; the wallet signs for any of them. */
  async function switchNetwork(network: Network): Promise<void> {
    const { core, chain, approved } = await live();
    const target: CaipNetworkId = network.caipNetworkId;
    if (!approved.chains.includes(target)) {
      throw new SwitchChainError({ details: `The WalletConnect wallet did not approve ${target} in this session (approved: ${approved.chains.join(', ')})` });
    }
    if (target !== chain) core.setCurrentChain(target);
  }

  /** For the client's SolanaSigner: the request function only (see Connector.getProvider). */
  const provider: Eip1193Provider = { request };

  return {
    ...namespaceConnector(session, {
      namespace: 'solana',
      parse: parseSolanaAddresses,
      // Only reached with a solana network configured (see createWalletConnectConnectors); mainnet is a type-level stand-in.
      fallbackChain: () => session.setup().solanaChains[0] ?? 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }),
    switchNetwork,
    request,
    getProvider: () => provider,
  };
}
