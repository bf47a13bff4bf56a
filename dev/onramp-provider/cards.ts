// The local provider's test cards, as real providers document theirs: one that pays, one that is declined, one with
// too little funds. Any other number that passes the Luhn check is refused as "not a test card": nothing real is charged.

const TEST_CARDS: Readonly<Record<string, 'approved' | 'declined' | 'insufficient_funds'>> = {
  '4242424242424242': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card as the checkout form posts it: anything may be missing or malformed. */
type CardInput = { number?: unknown; expiry?: unknown; cvc?: unknown };
type ChargeResult = { ok: true } | { ok: false; field: 'number' | 'expiry' | 'cvc'; error: string };

/** The outcome of paying with a card; `error` says what the person sees. */
export function chargeCard({ number, expiry, cvc }: CardInput, now: Date = new Date()): ChargeResult {
  const digits = typeof number === 'string' ? number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, field: 'number', error: 'Your card number is invalid.' };
  const match = typeof expiry === 'string' ? /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry) : null;
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return { ok: false, field: 'expiry', error: 'Your card’s expiry date is invalid (MM/YY).' };
  const year = 2000 + Number(match[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return { ok: false, field: 'expiry', error: 'Your card has expired.' };
  if (typeof cvc !== 'string' || !/^\d{3,4}$/.test(cvc.trim())) return { ok: false, field: 'cvc', error: 'Your card’s security code is invalid.' };
  const outcome = TEST_CARDS[digits];
  if (outcome === 'approved') return { ok: true };
  if (outcome === 'declined') return { ok: false, field: 'number', error: 'Your card was declined.' };
  if (outcome === 'insufficient_funds') return { ok: false, field: 'number', error: 'Your card has insufficient funds.' };
  return { ok: false, field: 'number', error: 'This is a test provider: use a test card such as 4242 4242 4242 4242.' };
}
