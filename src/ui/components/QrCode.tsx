import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG rects by React (never markup strings). Dark modules of each row are
 * merged into runs, so a WalletConnect URI is a few hundred rects.
 */
export function QrCode({ value, size = 240, label, testId }: { value: string; size?: number; label: string; testId?: string }) {
  const { modules, runs } = useMemo(() => {
    const { data, size: n } = encode(value, { ecc: 'M', border: 2 });
    const found: { x: number; y: number; w: number }[] = [];
    data.forEach((row, y) => {
      let start = -1;
      row.forEach((dark, x) => {
        if (dark && start < 0) start = x;
        if ((!dark || x === row.length - 1) && start >= 0) {
          const end = dark ? x + 1 : x;
          found.push({ x: start, y, w: end - start });
          start = -1;
        }
      });
    });
    return { modules: n, runs: found };
  }, [value]);

  return (
    <svg
      className="wm-qr"
      data-testid={testId}
      data-uri={value}
      role="img"
      direction="ltr"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      {runs.map((r) => (
        <rect key={`${r.x}-${r.y}`} x={r.x} y={r.y} width={r.w} height={1} fill="#000" />
      ))}
    </svg>
  );
}
