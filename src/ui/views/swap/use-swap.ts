/** What the Swap views share: the data service, the account on a network that may swap, its tokens and balances. */
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai/react';
import type { CaipNetworkId } from '../../../chains/caip';
import { activeAccountAtom } from '../../../state/account';
import { optionsAtom } from '../../../state/options';
import { swapTokensAtom, type SwapToken, type SwapTokens } from '../../../state/swap';
import { loadSwapTokens } from '../../../client/actions/swap-tokens';
import { NATIVE_TOKEN_ADDRESS } from '../../../client/swap';
import { useClient } from '../../client-context';

/** The connected EVM account and its network; undefined on another namespace (Solana has no swaps). */
export function useSwapAccount(): { address: string; chainId: CaipNetworkId } | undefined {
  const account = useAtomValue(activeAccountAtom);
  if (account.status !== 'connected' || !account.caipNetworkId.startsWith('eip155:')) return undefined;
  return { address: account.address, chainId: account.caipNetworkId };
}

/** The network's swap tokens, asked for once per network (again after `retry`); null while loading. */
export function useSwapTokens(chainId: CaipNetworkId | undefined): { tokens: SwapTokens | null; retry: () => void } {
  const [tokens, setTokens] = useAtom(swapTokensAtom);
  const client = useClient();
  const { apiUrl } = useAtomValue(optionsAtom);
  const current = tokens && tokens.chainId === chainId ? tokens : null;
  // The action asks and writes swapTokensAtom (its failure too, shown with Try again): the view only reads it.
  // Asked again when the service changes too (`api-url`), which the action reads from the options.
  const ask = useEffectEvent((asked: CaipNetworkId, _service: string | undefined) => loadSwapTokens(client, { chainId: asked }).catch(() => undefined));
  useEffect(() => {
    if (chainId && !current) void ask(chainId, apiUrl);
  }, [chainId, current, apiUrl]);
  const retry = useCallback(() => setTokens(null), [setTokens]);
  return { tokens: current, retry };
}

/** The account's balance of a token in base units, when the modal knows it (native: the network balance). */
export function useBalanceOf(): (token: SwapToken | undefined) => bigint | undefined {
  const account = useAtomValue(activeAccountAtom);
  return (token) => {
    if (!token || account.status !== 'connected') return undefined;
    if (token.address === NATIVE_TOKEN_ADDRESS) return account.balance?.value;
    const held = account.tokenBalance.find((t) => t.address?.toLowerCase() === token.id.toLowerCase());
    // A token the service lists no balance for is one the account does not hold.
    return held ? held.quantity.value : account.tokenBalance.length > 0 ? 0n : undefined;
  };
}

/** The network's native currency symbol (the fee's), from the setup's networks. */
export function useNativeSymbol(): string {
  const account = useAtomValue(activeAccountAtom);
  const { networks } = useAtomValue(optionsAtom);
  const id = account.status === 'connected' ? account.caipNetworkId : undefined;
  return networks.find((n) => n.caipNetworkId === id)?.nativeCurrency.symbol ?? 'ETH';
}
