// SimulatedChanges + useSimulation in a review stand-in, against a real Anvil: the loading state, the account's
// changes, the unlimited-approval flag, and a revert that makes Confirm ask twice before the wallet would be asked.
import { createStore } from 'jotai/vanilla';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AbiCoder, Interface, MaxUint256, parseEther } from 'ethers';
import { startAnvil, type Anvil } from '../../../dev/anvil.ts';
import { loadArtifacts } from '../../../dev/contracts/compile.ts';
import { rpc, waitForReceipt } from '../../../dev/contracts/rpc.ts';
import { parseAttributes } from '../../../src/element/attributes';
import { act } from 'react';
import { accountAtoms, activeAccountAtom, type AccountState } from '../../../src/state/account';
import { optionsAtom } from '../../../src/state/options';
import { showingAtom } from '../../../src/state/showing';
import type { TransactionRequest } from '../../../src/client/types';
import { runSimulation } from '../../../src/client/actions/simulation-run';
import { simulationKey } from '../../../src/state/simulation';
import { SimulatedChanges, formatChange, useSimulation } from '../../../src/ui/components/SimulatedChanges';
import en from '../../../src/i18n/locales/en.json';
import { click, render } from '../../support/render';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let anvil: Anvil;
let token: string;
let reverting: string;

async function deploy(data: string): Promise<string> {
  const hash = await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: ALICE, data }]);
  return (await waitForReceipt(anvil.rpcUrl, hash)).contractAddress;
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 });
  const args = AbiCoder.defaultAbiCoder().encode(['string', 'string', 'uint8', 'address', 'uint256'], ['Demo Dollar', 'DUSD', 6, ALICE, 10n ** 12n]);
  token = await deploy(loadArtifacts().contracts.DemoToken!.bytecode + args.slice(2));
  // Runtime that reverts with Error("Pool moved"), behind init code that returns it.
  const payload = new Interface(['function Error(string)']).encodeFunctionData('Error', ['Pool moved']).slice(2);
  const len = (payload.length / 2).toString(16).padStart(4, '0');
  const runtime = `61${len}600e60003961${len}6000fd${payload}`;
  const runLen = (runtime.length / 2).toString(16).padStart(4, '0');
  reverting = await deploy(`0x61${runLen}600e60003961${runLen}6000f3${runtime}`);
}, 60_000);
afterAll(() => anvil?.stop());

function storeOnAnvil() {
  const store = createStore();
  store.set(optionsAtom, parseAttributes({ networks: 'eip155:31337', 'rpc-urls': JSON.stringify({ 'eip155:31337': anvil.rpcUrl }) }).options);
  store.set(accountAtoms.eip155, {
    status: 'connected',
    connectorId: 'demo',
    caipAddress: `eip155:31337:${ALICE}`,
    address: ALICE,
    caipNetworkId: 'eip155:31337',
    balance: { value: 0n, decimals: 18 },
    balanceSymbol: 'ETH',
    tokenBalance: [],
    allAccounts: [],
  } as AccountState);
  return store;
}

/** A review view's use of the component, as its doc comment says. */
function Review({ request, onSend }: { request: TransactionRequest; onSend: () => void }) {
  const simulation = useSimulation(request);
  return (
    <>
      <SimulatedChanges simulation={simulation} />
      <button type="button" data-testid="confirm" disabled={!simulation.canConfirm} onClick={() => simulation.confirm() && onSend()}>
        {simulation.confirmLabel}
      </button>
    </>
  );
}

/** The review on screen, and the client asking for its simulation as its load does for the request a review shows. */
function renderReview(request: TransactionRequest, onSend: () => void, store = storeOnAnvil()) {
  const view = render(<Review request={request} onSend={onSend} />, store, { view: 'WalletSendPreview' });
  const owner = store.get(showingAtom)!;
  act(() => void runSimulation(view.client, { owner, key: simulationKey(store.get(activeAccountAtom), request), request }));
  return view;
}

const settled = (byTestId: (id: string) => HTMLElement | null) =>
  vi.waitFor(() => expect(byTestId('wm-simulation')?.dataset.status).toMatch(/done|error/), { timeout: 5000 });

describe('SimulatedChanges', () => {
  it('shows progress, then the ETH the account would send; Confirm goes on at once', async () => {
    const onSend = vi.fn();
    const { byTestId } = renderReview({ to: BOB, value: parseEther('1.5') }, onSend);
    expect(byTestId('wm-simulation-loading')?.getAttribute('role')).toBe('status');
    expect(byTestId('wm-simulation-loading')?.querySelector('progress')?.getAttribute('aria-label')).toBe(en['simulation.loading']);
    expect((byTestId('confirm') as HTMLButtonElement).disabled).toBe(true);
    await settled(byTestId);
    expect(byTestId('wm-simulation-change-native')?.textContent).toBe('ETH-1.5 ETH');
    expect(byTestId('wm-simulation-partial')).toBeNull();
    click(byTestId('confirm'));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('flags an unlimited approval', async () => {
    const data = new Interface(['function approve(address,uint256)']).encodeFunctionData('approve', [BOB, MaxUint256]);
    const { byTestId } = renderReview({ to: token, data }, () => undefined);
    await settled(byTestId);
    expect(byTestId(`wm-simulation-approval-${token.toLowerCase()}`)?.textContent).toContain('DUSD');
    expect(byTestId('wm-simulation-unlimited')?.textContent).toBe(en['simulation.unlimited']);
    expect(byTestId('wm-simulation-none')?.textContent).toBe(en['simulation.noChanges']);
  });

  it('a revert shows its reason in an alert and Confirm must be pressed again', async () => {
    const onSend = vi.fn();
    const { byTestId } = renderReview({ to: reverting, data: '0x' }, onSend);
    await settled(byTestId);
    const alert = byTestId('wm-simulation-revert');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(byTestId('wm-simulation-revert-reason')?.textContent).toBe('Pool moved');
    expect(byTestId('confirm')?.textContent).toBe(en['simulation.confirm']);
    click(byTestId('confirm'));
    expect(onSend).not.toHaveBeenCalled();
    expect(byTestId('confirm')?.textContent).toBe(en['simulation.confirmAnyway']);
    click(byTestId('confirm'));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('an unreachable node shows the failure with a retry, and does not hold Confirm', async () => {
    const store = storeOnAnvil();
    store.set(optionsAtom, parseAttributes({ networks: 'eip155:31337', 'rpc-urls': JSON.stringify({ 'eip155:31337': 'http://127.0.0.1:9' }) }).options);
    const { byTestId } = renderReview({ to: BOB, value: 1n }, () => undefined, store);
    await vi.waitFor(() => expect(byTestId('wm-simulation')?.dataset.status).toBe('error'), { timeout: 15_000 });
    expect(byTestId('wm-simulation-error')?.getAttribute('role')).toBe('alert');
    expect((byTestId('confirm') as HTMLButtonElement).disabled).toBe(false);
  }, 20_000);

  it('formats changes from bigint: sign, grouping, at most 6 decimals, never a float', () => {
    expect(formatChange(-1_500_000_000_000_000_000n, 18, 'ETH')).toBe('-1.5 ETH');
    expect(formatChange(12_345_678_900n, 6, 'DUSD')).toBe('+12,345.6789 DUSD');
    expect(formatChange(10n, 0, 'N')).toBe('+10 N');
    expect(formatChange(1n, 18, 'ETH')).toBe('+<0.000001 ETH');
  });

  it("formats changes in the locale's digits and separators", () => {
    expect(formatChange(12_345_678_900n, 6, 'DUSD', 'de')).toBe('+12.345,6789 DUSD');
    expect(formatChange(1n, 18, 'ETH', 'de')).toBe('+<0,000001 ETH');
    expect(formatChange(-1_500_000_000_000_000_000n, 18, 'ETH', 'ar')).toBe(`-${new Intl.NumberFormat('ar').format(1.5)} ETH`);
  });
});
