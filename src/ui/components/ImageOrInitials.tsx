/**
 * An image that turns into its initials when it is refused (unsafe URL) or fails to load, so a row never shows a
 * broken image or an empty circle.
 */
import { useState } from 'react';
import { imageFailed } from './failed-images';
import { safeImageUrl } from './image-url';

// Inline, not in the shared stylesheet: that sheet rides in the first script.
const INITIALS = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: 12, fontWeight: 600 } as const;

export function ImageOrInitials({
  urls,
  label,
  className,
  origin,
  size,
}: {
  urls: readonly (string | undefined)[];
  label: string;
  className: string;
  origin: string | undefined;
  /** In px, where the class's 32 px is too large (the trigger). */
  size?: number;
}) {
  // The URLs that failed, not how many: a row shown for another network or token starts again from its first URL.
  const [failed, setFailed] = useState<readonly string[]>([]);
  // A URL a prefetch saw fail is passed over too (failed-images.ts).
  const src = urls
    .map((url) => safeImageUrl(url, undefined, origin))
    .find((url): url is string => Boolean(url) && !failed.includes(url!) && !imageFailed(url!));
  const box = size ? { width: size, height: size, fontSize: size / 2.5 } : {};
  if (src) return <img className={className} style={box} src={src} alt="" onError={() => setFailed([...failed, src])} />;
  return (
    <span className={className} style={{ ...INITIALS, ...box }} aria-hidden="true">
      {label.slice(0, 2).toUpperCase()}
    </span>
  );
}
