/** A network's image from the data service (`api-url`), or its initials without one or when it fails to load. */
import { ImageOrInitials } from './ImageOrInitials';
import { networkImageUrl } from './service-image';
import { serviceOrigin } from './service-origin';

export function NetworkImage({
  apiUrl,
  caipNetworkId,
  label,
  className,
  size,
}: {
  apiUrl: string | undefined;
  caipNetworkId: string;
  /** Whose initials stand in for the image. */
  label: string;
  className: string;
  size?: number;
}) {
  return <ImageOrInitials className={className} urls={[networkImageUrl(apiUrl, caipNetworkId)]} label={label} origin={serviceOrigin(apiUrl)} size={size} />;
}
