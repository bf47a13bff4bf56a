// What the Demo Wallet remembers across reloads, like an extension does: authorisation and chains.
export type KnownChain = { chainId: number; rpcUrl: string; name: string };
type Saved = { authorised: boolean; chainId: number; added: KnownChain[] };

const KEY = 'demo-wallet:state';

export function loadState(defaultChainId: number): Saved {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Saved> | null;
    if (parsed && typeof parsed.authorised === 'boolean' && Number.isSafeInteger(parsed.chainId) && Array.isArray(parsed.added)) {
      return parsed as Saved;
    }
  } catch {
    // A corrupt entry starts the wallet afresh.
  }
  return { authorised: false, chainId: defaultChainId, added: [] };
}

export function saveState(state: Saved): void {
  localStorage.setItem(KEY, JSON.stringify(state));
}

export function clearState(): void {
  localStorage.removeItem(KEY);
}
