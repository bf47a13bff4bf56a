/**
 * SPEC §9's image prefetch for the modal's lists (tokens, networks, the Swap and Send pickers): the image each of the
 * first 20 rows will show is loaded as the list appears, so the rows draw with their images. A load past 2 s is left
 * to the <img> (slow is not failed); one that fails is remembered so its row starts with what comes next.
 */
import { useEffect } from 'react';
import { IMAGE_PREFETCH_COUNT } from '../../constants/images';
import { useClient } from '../client-context';
import { markImage } from './failed-images';
import { safeImageUrl } from './image-url';

/** The URL each row shows first (the first allowed of its URLs), for the first IMAGE_PREFETCH_COUNT rows. */
function prefetchUrls(rows: readonly (readonly (string | undefined)[])[], origin: string | undefined): string[] {
  return rows.slice(0, IMAGE_PREFETCH_COUNT).flatMap((urls) => {
    const url = urls.map((u) => safeImageUrl(u, undefined, origin)).find(Boolean);
    return url ? [url] : [];
  });
}

export function useImagePrefetch(rows: readonly (readonly (string | undefined)[])[], origin: string | undefined) {
  const client = useClient();
  // One string, so the effect runs when the list's images change, not on each render of the same list.
  const key = prefetchUrls(rows, origin).join('\n');
  useEffect(() => {
    for (const url of key ? key.split('\n') : []) void client.preloadImage(url).then((end) => end !== 'slow' && markImage(url, end === 'loaded'));
  }, [client, key]);
}
