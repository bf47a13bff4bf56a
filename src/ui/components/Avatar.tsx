import { AVATAR_TINTS, AVATAR_TINT_STEP_PERCENT } from '../../constants';

/** A hue from the address, then 5 tints of it at 15% lightness steps. */
export function avatarTints(address: string): string[] {
  let hash = 0;
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return Array.from({ length: AVATAR_TINTS }, (_, i) => `hsl(${hue}, 70%, ${30 + i * AVATAR_TINT_STEP_PERCENT}%)`);
}

export function Avatar({ address, small = false }: { address: string; small?: boolean }) {
  const tints = avatarTints(address);
  const background = `radial-gradient(circle at 30% 30%, ${tints.map((t, i) => `${t} ${(i * 100) / (tints.length - 1)}%`).join(', ')})`;
  return <span className={`wm-avatar${small ? ' wm-avatar--small' : ''}`} style={{ background }} aria-hidden="true" data-testid="wm-avatar" />;
}
