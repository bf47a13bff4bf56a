import { useRef } from 'react';
import { AVATAR_TINTS, AVATAR_TINT_STEP_PERCENT } from '../../constants';
import { useAdoptedStyles } from '../theme/use-adopted-styles';
import { safeImageUrl } from './image-url';

// Its own styles: the trigger shows an avatar without the modal's sheet.
const AVATAR_CSS = `
.wm-avatar { width: 64px; height: 64px; border-radius: 50%; flex: none; }
.wm-avatar--small { width: 20px; height: 20px; }
`;

/** A hue from the address, then 5 tints of it at 15% lightness steps. */
export function avatarTints(address: string): string[] {
  let hash = 0;
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return Array.from({ length: AVATAR_TINTS }, (_, i) => `hsl(${hue}, 70%, ${30 + i * AVATAR_TINT_STEP_PERCENT}%)`);
}

/** The registered avatar when there is a safe one (`serviceOrigin`: the data service's), else the address's tints. */
export function Avatar({
  address,
  small = false,
  imageUrl,
  serviceOrigin,
}: {
  address: string;
  small?: boolean;
  imageUrl?: string | undefined;
  serviceOrigin?: string | undefined;
}) {
  const ref = useRef<HTMLElement>(null);
  useAdoptedStyles(ref, AVATAR_CSS);
  const className = `wm-avatar${small ? ' wm-avatar--small' : ''}`;
  const image = safeImageUrl(imageUrl, undefined, serviceOrigin);
  if (image) return <img ref={ref as React.RefObject<HTMLImageElement>} className={className} src={image} alt="" aria-hidden="true" data-testid="wm-avatar" />;
  const tints = avatarTints(address);
  const background = `radial-gradient(circle at 30% 30%, ${tints.map((t, i) => `${t} ${(i * 100) / (tints.length - 1)}%`).join(', ')})`;
  return <span ref={ref} className={className} style={{ background }} aria-hidden="true" data-testid="wm-avatar" />;
}
