// The Phone Wallet page: paste a wc: link (or arrive with ?uri=), approve or reject the session and each request.
// Tests drive it through window.phoneWallet (mode, pair, disconnect, sessions); `?mode=approve` works too.
import { refuseVendorFetch, refusedCalls } from './offline';
import type { StackChain } from './handlers';
import type { StackSolana } from './solana';
import { createPhoneWallet, type Decision, type Mode, type SessionSummary } from './wallet';

refuseVendorFetch();

type StackConfig = { chains: StackChain[]; relayUrl?: string; solana?: StackSolana };
const config = (window as unknown as { __WM_STACK__?: StackConfig }).__WM_STACK__;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = (text: string) => ($('status').textContent = text);
function log(line: string) {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString()} ${line}`;
  $('log').append(item);
  item.scrollIntoView({ block: 'nearest' });
}

/** One prompt at a time; later ones wait their turn. */
let promptChain: Promise<unknown> = Promise.resolve();
function ask(prompt: { kind: 'proposal' | 'request'; title: string; summary: string }): Promise<Decision> {
  const answer = promptChain.then(
    () =>
      new Promise<Decision>((resolve) => {
        $('prompt-title').textContent = prompt.title;
        $('prompt-summary').textContent = prompt.summary;
        $('prompt').dataset.kind = prompt.kind;
        $('prompt').hidden = false;
        const done = (decision: Decision) => {
          $('prompt').hidden = true;
          $('approve').onclick = null;
          $('reject').onclick = null;
          resolve(decision);
        };
        $('approve').onclick = () => done('approve');
        $('reject').onclick = () => done('reject');
      }),
  );
  promptChain = answer;
  return answer;
}

const params = new URLSearchParams(location.search);
const initialMode = params.get('mode');
const controls = {
  mode: (initialMode === 'approve' || initialMode === 'reject' ? initialMode : 'manual') as Mode,
};

if (!config?.chains?.length || !config.relayUrl) {
  status('no stack: start this page with npm start');
  throw new Error('Phone Wallet: no chains or relay; start the page with npm start');
}

const ready = createPhoneWallet({ chains: config.chains, solana: config.solana, relayUrl: config.relayUrl, ask, onChange: render, log });
let wallet: Awaited<typeof ready> | undefined;

function render() {
  const list = $('sessions');
  list.replaceChildren();
  const sessions: SessionSummary[] = wallet?.sessions() ?? [];
  for (const s of sessions) {
    const item = document.createElement('li');
    item.dataset.testid = 'phone-session';
    item.textContent = `${s.peer} (${s.url}) · ${s.chains.join(', ')}`;
    list.append(item);
  }
  if (sessions.length === 0) list.innerHTML = '<li class="muted">none</li>';
  $('disconnect').hidden = sessions.length === 0;
}

async function pair(uri: string) {
  const w = await ready;
  try {
    await w.pair(uri);
    status('paired');
  } catch (error) {
    status(`could not pair: ${(error as Error).message}`);
    log(`pairing failed: ${(error as Error).message}`);
    throw error;
  }
}

(window as unknown as { phoneWallet: unknown }).phoneWallet = {
  get mode() {
    return wallet?.state.mode ?? controls.mode;
  },
  set mode(value: Mode) {
    controls.mode = value;
    if (wallet) wallet.state.mode = value;
  },
  get prompts() {
    return wallet?.state.prompts ?? 0;
  },
  get sessions() {
    return wallet?.sessions() ?? [];
  },
  get address() {
    return wallet?.address;
  },
  /** Its Solana account (base58), when the stack has a Solana chain. */
  get solanaAddress() {
    return wallet?.solanaAddress;
  },
  /** Vendor origins the clients tried to reach (refused: the stack is offline). */
  refusedCalls,
  ready: ready.then(() => undefined),
  pair,
  disconnect: async (topic?: string) => (await ready).disconnect(topic),
  switchChain: async (chainId: number) => (await ready).switchChain(chainId),
};

$('pair').onclick = () => {
  const uri = $<HTMLTextAreaElement>('uri').value;
  if (!uri.trim().startsWith('wc:')) return status('paste a link that starts with wc:');
  pair(uri).catch(() => {});
};
$('disconnect').onclick = () => {
  void wallet?.disconnect();
};

ready.then(
  (w) => {
    wallet = w;
    w.state.mode = controls.mode;
    $('address').textContent = w.address;
    $('solana-address').textContent = w.solanaAddress ?? '(no Solana chain in this stack)';
    status(`ready on ${config.relayUrl}`);
    render();
    const deepLink = params.get('uri');
    if (deepLink) {
      $<HTMLTextAreaElement>('uri').value = deepLink;
      pair(deepLink).catch(() => {});
    }
  },
  (error: unknown) => {
    status(`could not start: ${(error as Error).message}`);
    log(`start failed: ${(error as Error).message}`);
  },
);
