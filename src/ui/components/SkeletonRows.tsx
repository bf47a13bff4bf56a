/** Placeholder rows while a list loads. */
export function SkeletonRows({ count = 3, label }: { count?: number; label: string }) {
  return (
    // role: a name (aria-label) is not allowed on a plain div (axe: aria-prohibited-attr).
    <div role="status" aria-busy="true" aria-label={label} data-testid="wm-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows; the position is all that tells them apart.
        <div key={i} className="wm-row wm-row--skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
