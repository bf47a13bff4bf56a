/**
 * A swap token's image: the swap service's logo, then the data service's (the native currency's is its network's),
 * then its initials. Decorative: the symbol is always written beside it.
 */
import { useAtomValue } from 'jotai/react';
import { NATIVE_TOKEN_ADDRESS } from '../../../client/swap';
import { optionsAtom } from '../../../state/options';
import { ImageOrInitials } from '../../components/ImageOrInitials';
import { networkImageUrl, tokenImageUrl } from '../../components/service-image';
import { serviceOrigin } from '../../components/service-origin';
import { useImagePrefetch } from '../../components/use-image-prefetch';

/** The fields of a swap token (its id is CAIP-10) an image needs. */
type TokenLike = { id: string; chainId: string; address: string; symbol: string; logoUri: string | null };

/** The service's checked image first, as in the Tokens tab: the visitor's browser calls a logo host only without one. */
const swapTokenImageUrls = (apiUrl: string | undefined, token: TokenLike) => [
  token.address === NATIVE_TOKEN_ADDRESS ? networkImageUrl(apiUrl, token.chainId) : tokenImageUrl(apiUrl, { chainId: token.chainId, address: token.id }),
  token.logoUri ?? undefined,
];

export function SwapTokenImage({ token, size }: { token: TokenLike; size?: number }) {
  const { apiUrl } = useAtomValue(optionsAtom);
  return <ImageOrInitials className="wm-token-icon" urls={swapTokenImageUrls(apiUrl, token)} label={token.symbol} origin={serviceOrigin(apiUrl)} size={size} />;
}

/** The first rows' images of a token list loaded ahead (SPEC §9). */
export function useSwapTokenPrefetch(tokens: readonly TokenLike[] | undefined) {
  const { apiUrl } = useAtomValue(optionsAtom);
  useImagePrefetch(
    (tokens ?? []).map((token) => swapTokenImageUrls(apiUrl, token)),
    serviceOrigin(apiUrl),
  );
}
