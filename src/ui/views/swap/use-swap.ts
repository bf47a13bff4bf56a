/** What the Swap views share: the account on a network that may swap, its tokens and balances. */
import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { activeAccountAtom } from '../../../state/account';
import { optionsAtom } from '../../../state/options';
import { accountSwapTokensAtom, swapAccountAtom, swapTokensAtom, type SwapToken, type SwapTokens } from '../../../state/swap';
import { NATIVE_TOKEN_ADDRESS } from '../../../client/swap';

/** The connected EVM account and its network; undefined on another namespace (Solana has no swaps). */
export const useSwapAccount = () => useAtomValue(swapAccountAtom);

/**
 * The network's swap tokens, which the client asks for once per network and service (client/view-loads/swap.ts); null
 * while loading. `retry` empties them, so the client asks again.
 */
export function useSwapTokens(): { tokens: SwapTokens | null; retry: () => void } {
  const setTokens = useSetAtom(swapTokensAtom);
  const retry = useCallback(() => setTokens(null), [setTokens]);
  return { tokens: useAtomValue(accountSwapTokensAtom), retry };
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
