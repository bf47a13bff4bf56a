// The benches' printed figures: sizes in KB, and plain-text tables.

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints rows as a plain-text table: first column left-aligned, the rest right-aligned. */
export function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('   ')}`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}
