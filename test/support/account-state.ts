/** A connected account as the state holds it, for view tests: Anvil's first dev account on Ethereum, nothing held. */
import type { AccountState } from '../../src/state/account';

const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export function connectedState(overrides: Partial<Extract<AccountState, { status: 'connected' }>> = {}): AccountState {
  const caipNetworkId = overrides.caipNetworkId ?? 'eip155:1';
  const address = overrides.address ?? DEV_ADDRESS;
  return {
    status: 'connected',
    connectorId: 'demo',
    caipAddress: `${caipNetworkId}:${address}`,
    address,
    caipNetworkId,
    balance: { value: 0n, decimals: 18 },
    balanceSymbol: 'ETH',
    tokenBalance: [],
    allAccounts: [],
    ...overrides,
  } as AccountState;
}
