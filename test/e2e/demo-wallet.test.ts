// The Demo Wallet on its own: the e2e flows trust it to behave like a real injected wallet, so it is tested too.
import { describe, expect, inject, it } from 'vitest';
import { Interface, JsonRpcProvider, getAddress, hashMessage, verifyMessage, verifyTypedData } from 'ethers';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { rpcUrlOf } from '../../dev/stack.ts';

const stack = inject('stack');
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const { page } = useE2ePage({ pageErrors: 'report' });

/** Calls the announced provider in the page; returns the result or the error's code and message. */
function call(p: Page, method: string, params?: unknown) {
  return p.evaluate(
    ([method, params]) =>
      new Promise<{ result?: unknown; code?: number; message?: string }>((resolve) => {
        window.addEventListener(
          'eip6963:announceProvider',
          (event) => {
            const { provider } = (event as CustomEvent).detail;
            provider.request(params === undefined ? { method } : { method, params }).then(
              (result: unknown) => resolve({ result }),
              (error: { code: number; message: string }) => resolve({ code: error.code, message: error.message }),
            );
          },
          { once: true },
        );
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      }),
    [method, params] as const,
  );
}

const controls = (p: Page) =>
  p.evaluate(() => {
    const w = window.demoWallet;
    return { mode: w.mode, prompts: w.prompts, address: w.address };
  });

describe('Demo Wallet', () => {
  it('connects only after a prompt, and a reload keeps the authorisation without one', async () => {
    const p = page();
    await p.goto(`${stack.url}?wallet=approve`);
    expect(await controls(p)).toEqual({ mode: 'approve', prompts: 0, address: ACCOUNT });
    expect(await call(p, 'eth_accounts')).toEqual({ result: [] });
    expect(await call(p, 'personal_sign', ['0x68', ACCOUNT])).toMatchObject({ code: 4100 });
    expect(await call(p, 'eth_requestAccounts')).toEqual({ result: [ACCOUNT] });
    expect((await controls(p)).prompts).toBe(1);
    await p.reload();
    expect(await call(p, 'eth_accounts')).toEqual({ result: [ACCOUNT] });
    expect(await call(p, 'eth_requestAccounts')).toEqual({ result: [ACCOUNT] });
    expect((await controls(p)).prompts).toBe(0);
    expect(await call(p, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null });
    expect(await call(p, 'eth_accounts')).toEqual({ result: [] });
  });

  it('asks in its panel; Reject gives 4001 and Approve signs with the devnet key', async () => {
    const p = page();
    await p.goto(`${stack.url}?wallet=approve`);
    await call(p, 'eth_requestAccounts');
    await p.evaluate(() => (window.demoWallet.mode = 'manual'));
    const rejected = call(p, 'personal_sign', ['0x68656c6c6f', ACCOUNT]);
    await p.getByTestId('demo-wallet-reject').click();
    expect(await rejected).toEqual({ code: 4001, message: 'User rejected the request.' });
    const approved = call(p, 'personal_sign', ['0x68656c6c6f', ACCOUNT]);
    await expect.poll(() => p.getByTestId('demo-wallet-panel').textContent()).toContain('hello');
    await p.getByTestId('demo-wallet-approve').click();
    const { result } = await approved;
    expect(verifyMessage('hello', result as string)).toBe(ACCOUNT);
  });

  it('signs EIP-712 typed data', async () => {
    const p = page();
    await p.goto(`${stack.url}?wallet=approve`);
    await call(p, 'eth_requestAccounts');
    const domain = { name: 'Demo', version: '1', chainId: 31337 };
    const types = { Mail: [{ name: 'contents', type: 'string' }] };
    const typed = {
      domain,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        ...types,
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    };
    const { result } = await call(p, 'eth_signTypedData_v4', [ACCOUNT, JSON.stringify(typed)]);
    expect(verifyTypedData(domain, types, { contents: 'hi' }, result as string)).toBe(ACCOUNT);
  });

  it('broadcasts a transaction to the current chain and forwards reads', async () => {
    const p = page();
    await p.goto(`${stack.url}?wallet=approve`);
    await call(p, 'eth_requestAccounts');
    expect(await call(p, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({ result: null });
    expect(await call(p, 'eth_chainId')).toEqual({ result: '0x7a6a' });
    const to = '0x000000000000000000000000000000000000dEaD';
    // Other test files read this account's balance on the shared chain: put the chain back afterwards.
    const node = new JsonRpcProvider(rpcUrlOf(stack.chains, 31338), 31338, { staticNetwork: true });
    const snapshot = await node.send('evm_snapshot', []);
    try {
      const { result: hash } = await call(p, 'eth_sendTransaction', [{ from: ACCOUNT, to, value: '0x1' }]);
      const receipt = await node.waitForTransaction(hash as string);
      expect(receipt?.status).toBe(1);
      expect(await call(p, 'eth_getBalance', [to, 'latest'])).toMatchObject({ result: expect.stringMatching(/^0x[1-9a-f]/) });
    } finally {
      await node.send('evm_revert', [snapshot]);
      node.destroy();
    }
  });

  it('rejects unknown chains with 4902, adds them on request, and emits chainChanged on a wallet-side switch', async () => {
    const p = page();
    await p.goto(`${stack.url}?wallet=approve`);
    expect(await call(p, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({ code: 4902 });
    const rpcUrl = rpcUrlOf(stack.chains, 31339);
    expect(await call(p, 'wallet_addEthereumChain', [{ chainId: '0x1', chainName: 'Mainnet (alias)', rpcUrls: [rpcUrl] }])).toEqual({ result: null });
    expect(await call(p, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({ result: null });
    const changed = await p.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.addEventListener(
            'eip6963:announceProvider',
            (event) => {
              (event as CustomEvent).detail.provider.on('chainChanged', resolve);
              window.demoWallet.switchChain(31339);
            },
            { once: true },
          );
          window.dispatchEvent(new Event('eip6963:requestProvider'));
        }),
    );
    expect(changed).toBe('0x7a6b');
  });

  it('smart-account mode: reports the DemoSmartAccount, signs as its owner (EIP-1271 accepts it), sends nothing from it', async () => {
    const p = page();
    await p.goto(`${stack.url}?wallet=approve`);
    const smart = stack.contracts[31337]!.smartAccount.address;
    await p.evaluate((a) => window.demoWallet.useSmartAccount(a), smart);
    expect(await call(p, 'eth_requestAccounts')).toEqual({ result: [getAddress(smart)] });
    const { result } = await call(p, 'personal_sign', ['0x68656c6c6f', smart]);
    expect(verifyMessage('hello', result as string)).toBe(ACCOUNT);
    // The contract itself says yes: isValidSignature(hash, signature) answers its selector 0x1626ba7e.
    const data = new Interface(['function isValidSignature(bytes32,bytes) view returns (bytes4)']).encodeFunctionData('isValidSignature', [
      hashMessage('hello'),
      result,
    ]);
    expect((await call(p, 'eth_call', [{ to: smart, data }, 'latest'])).result).toMatch(/^0x1626ba7e/);
    expect(await call(p, 'personal_sign', ['0x68656c6c6f', ACCOUNT])).toMatchObject({ code: 4100 });
    expect(await call(p, 'eth_sendTransaction', [{ to: ACCOUNT, value: '0x1' }])).toMatchObject({ code: 4200 });
  });

  it('answers malformed params with -32602 and unknown methods with 4200', async () => {
    const p = page();
    await p.goto(`${stack.url}?wallet=approve`);
    await call(p, 'eth_requestAccounts');
    expect(await call(p, 'wallet_switchEthereumChain', [{ chainId: 31338 }])).toMatchObject({ code: -32602 });
    expect(await call(p, 'wallet_switchEthereumChain', 'nope')).toMatchObject({ code: -32602 });
    expect(await call(p, 'personal_sign', [42, ACCOUNT])).toMatchObject({ code: -32602 });
    expect(await call(p, 'eth_signTypedData_v4', [ACCOUNT, '{not json'])).toMatchObject({ code: -32602 });
    expect(await call(p, 'eth_sendTransaction', [{ to: 'nowhere' }])).toMatchObject({ code: -32602 });
    expect(await call(p, 'wallet_addEthereumChain', [{ chainId: '0x99', rpcUrls: [] }])).toMatchObject({ code: -32602 });
    expect(await call(p, 'eth_mine')).toMatchObject({ code: 4200 });
  });
});
