/** Fiat amounts as typed and as the service sends them: decimal strings with at most 2 decimals, as bigint cents. */
const FIAT = /^(\d{1,12})(?:\.(\d{0,2}))?$/;

export function parseFiatCents(text: string): bigint | undefined {
  const match = FIAT.exec(text.trim().replace(/,/g, ''));
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : undefined;
}

export function formatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** '7500.00' → '7,500.00' (SPEC §9: fiat with 2 decimals, en-US). */
export function groupFiat(text: string): string {
  const [whole = '0', fraction = '00'] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}
