import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { optionsAtom } from '../../state/options';
import { useClient } from '../client-context';
import { safeImageUrl } from './image-url';
import { WalletIcon } from './WalletIcon';

/** The configured catalogue's origin: its own images (`/getWalletImage/{id}`) are allowed even over http. */
function useCatalogueOrigin(): string | undefined {
  const url = useAtomValue(optionsAtom).catalogueUrl;
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** A catalogue wallet's image once it has loaded; the letter tile until then, and for good after 2 s (SPEC §9). */
export function CatalogueWalletIcon({ name, url, large = false }: { name: string; url: string | undefined; large?: boolean }) {
  const client = useClient();
  const serviceOrigin = useCatalogueOrigin();
  const src = safeImageUrl(url, undefined, serviceOrigin);
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!src) return;
    let live = true;
    void client.preloadImage(src).then((end) => live && end === 'loaded' && setLoaded(src));
    return () => {
      live = false;
    };
  }, [client, src]);
  return <WalletIcon name={name} url={loaded === src ? src : undefined} large={large} {...(serviceOrigin ? { serviceOrigin } : {})} />;
}
