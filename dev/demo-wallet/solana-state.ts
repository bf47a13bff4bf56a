// What the Demo Wallet's Solana side remembers across reloads, like an extension does: whether this site may see
// its account. Kept apart from the EVM state (demo-wallet:state) so each side can be forgotten on its own.
const KEY = 'demo-wallet:solana';

type Saved = { authorised: true; address: string };

/**
 * True only for a well-formed entry naming this wallet's own account: a corrupt entry, or one left by a wallet
 * with another key, must not authorise anything.
 */
export function loadAuthorised(address: string): boolean {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return false;
    const saved = parsed as Partial<Saved>;
    return saved.authorised === true && saved.address === address;
  } catch {
    return false;
  }
}

export function saveAuthorised(address: string): void {
  const saved: Saved = { authorised: true, address };
  localStorage.setItem(KEY, JSON.stringify(saved));
}

export function forgetAuthorised(): void {
  localStorage.removeItem(KEY);
}
