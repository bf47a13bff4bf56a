// The benches' wallet: a few lines announced by EIP-6963, as an extension announces itself, holding one of Anvil's
// unlocked dev accounts and forwarding every other call to Anvil. It stamps on window the moment its
// eth_sendTransaction answer goes back to the page (`wmWalletAnsweredAt`, performance.now()), for the toast figure.
import { inPage } from './in-page.ts';

/** Anvil's first dev account (mnemonic `test test … junk`): funded and unlocked in Anvil, so its sends are mined without a key here. */
export const BENCH_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const BENCH_WALLET_RDNS = 'dev.walletmodal.bench';

type BenchWalletOptions = { rpcUrl: string; account: string; rdns: string };
type RpcReply = { result?: unknown; error?: { code: number; message: string } };

/** Runs in the page, before any script: page.addInitScript(injectBenchWallet, { rpcUrl, account, rdns }). */
export const injectBenchWallet = inPage(({ rpcUrl, account, rdns }: BenchWalletOptions) => {
  let id = 0;
  let authorised = false;
  const rpc = async (method: string, params: unknown = []) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body: RpcReply = await response.json();
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  };
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method === 'eth_requestAccounts') {
        authorised = true;
        return [account];
      }
      if (method === 'eth_accounts') return authorised ? [account] : [];
      const result = await rpc(method, params);
      if (method === 'eth_sendTransaction') window.wmWalletAnsweredAt = performance.now();
      return result;
    },
    on() {},
    removeListener() {},
  };
  const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b7a5a"/></svg>')}`;
  const detail = Object.freeze({ info: Object.freeze({ uuid: crypto.randomUUID(), name: 'Bench Wallet', icon, rdns }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
});
