/**
 * An image that turns into its initials when it is refused (unsafe URL) or fails to load, so a row never shows a
 * broken image or an empty circle.
 */
import { useState } from 'react';
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
  const safe = urls.map((url) => safeImageUrl(url, undefined, origin)).filter((url): url is string => Boolean(url));
  const [failed, setFailed] = useState(0);
  const src = safe[failed];
  const box = size ? { width: size, height: size, fontSize: size / 2.5 } : {};
  if (src) return <img className={className} style={box} src={src} alt="" onError={() => setFailed(failed + 1)} />;
  return (
    <span className={className} style={{ ...INITIALS, ...box }} aria-hidden="true">
      {label.slice(0, 2).toUpperCase()}
    </span>
  );
}
