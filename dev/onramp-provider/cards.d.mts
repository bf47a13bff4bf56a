export declare const TEST_CARDS: Readonly<Record<string, 'approved' | 'declined' | 'insufficient_funds'>>;
export declare function luhnValid(digits: string): boolean;
export declare function chargeCard(card: { number?: unknown; expiry?: unknown; cvc?: unknown }, now?: Date): { ok: true } | { ok: false; field: 'number' | 'expiry' | 'cvc'; error: string };
