import { safeImageUrl } from './image-url';

/** A wallet's icon, drawn by <img> only (never as markup), or its first letter. */
export function WalletIcon({ name, url, large = false, serviceOrigin }: { name: string; url: string | undefined; large?: boolean; serviceOrigin?: string }) {
  const src = safeImageUrl(url, undefined, serviceOrigin);
  const className = `wm-icon${large ? ' wm-icon--large' : ''}`;
  if (src) return <img className={className} src={src} alt="" width={large ? 64 : 32} height={large ? 64 : 32} />;
  return (
    <span className={`${className} wm-letter`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
