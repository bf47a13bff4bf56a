/**
 * Buy's images, decorative beside the words they illustrate: a payment currency's flag (the data service's currency
 * image, SPEC §7) and the bought crypto's image: its network's when it is the network's native currency, else the
 * image of the account's token of that symbol on that network, else its initials.
 */
import { useAtomValue } from 'jotai/react';
import { activeAccountAtom } from '../../../state/account';
import { optionsAtom } from '../../../state/options';
import { ImageOrInitials } from '../../components/ImageOrInitials';
import { currencyImageUrl, networkImageUrl, tokenImageUrl } from '../../components/service-image';
import { serviceOrigin } from '../../components/service-origin';
import { useImagePrefetch } from '../../components/use-image-prefetch';

export function CurrencyFlag({ code, size = 20 }: { code: string; size?: number }) {
  const { apiUrl } = useAtomValue(optionsAtom);
  return <ImageOrInitials className="wm-token-icon" urls={[currencyImageUrl(apiUrl, code)]} label={code} origin={serviceOrigin(apiUrl)} size={size} />;
}

type Bought = { symbol: string; chainId: string };

/** The image URLs of each bought currency, in order. */
function usePurchaseImageUrls(): (c: Bought) => (string | undefined)[] {
  const { apiUrl, networks } = useAtomValue(optionsAtom);
  const account = useAtomValue(activeAccountAtom);
  const held = account.status === 'connected' ? account.tokenBalance : [];
  return (c) => {
    const native = networks.find((n) => n.caipNetworkId === c.chainId)?.nativeCurrency.symbol === c.symbol;
    const token = held.find((t) => t.address && t.chainId === c.chainId && t.symbol === c.symbol);
    return [
      native ? networkImageUrl(apiUrl, c.chainId) : undefined,
      token ? tokenImageUrl(apiUrl, { chainId: c.chainId, address: token.address }) : undefined,
      token?.iconUrl,
    ];
  };
}

export function PurchaseImage({ purchase, size }: { purchase: Bought; size?: number }) {
  const { apiUrl } = useAtomValue(optionsAtom);
  const urls = usePurchaseImageUrls();
  return <ImageOrInitials className="wm-token-icon" urls={urls(purchase)} label={purchase.symbol} origin={serviceOrigin(apiUrl)} size={size} />;
}

/** The first rows' images of the bought currencies, loaded ahead (SPEC §9). */
export function usePurchasePrefetch(choices: readonly Bought[]) {
  const { apiUrl } = useAtomValue(optionsAtom);
  const urls = usePurchaseImageUrls();
  useImagePrefetch(choices.map(urls), serviceOrigin(apiUrl));
}
