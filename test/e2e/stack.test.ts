import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { rpcUrlOf } from '../../dev/stack.ts';
import { Interface } from 'ethers';
import { rpcCall } from '../support/local-chain';
import { SOLANA_LOCALNET_REFERENCE } from '../../src/chains/known-networks';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'report' });

describe('local stack', () => {
  it('runs a real node per chain id', async () => {
    for (const chain of stack.chains) {
      expect(Number.parseInt(await rpcCall<string>(chain.rpcUrl, 'eth_chainId'), 16)).toBe(chain.chainId);
    }
    expect(stack.chains.map((c) => c.chainId)).toEqual([31337, 31338, 31339]);
  });

  it('runs the LiteSVM Solana RPC: its genesis hash names the Solana Localnet network, the demo account is funded', async () => {
    const call = (method: string, params: unknown[] = []) => rpcCall<unknown>(stack.solana.rpcUrl, method, params);
    const genesis = (await call('getGenesisHash')) as string;
    expect(genesis).toBe(stack.solana.genesisHash);
    expect(stack.solana.caipNetworkId).toBe(`solana:${genesis.slice(0, 32)}`);
    expect(stack.solana.caipNetworkId).toBe(`solana:${SOLANA_LOCALNET_REFERENCE}`);
    const balance = (await call('getBalance', [stack.solana.demoAddress])) as { value: number };
    expect(balance.value).toBeGreaterThan(0);
  });

  it('deploys the demo contracts on 31337 and 31338 with a seeded history, and serves the collection its metadata and images', async () => {
    const abi = new Interface([
      'function balanceOf(address) view returns (uint256)',
      'function tokenURI(uint256) view returns (string)',
      'function symbol() view returns (string)',
    ]);
    const call = async (chainId: number, to: string, name: 'balanceOf' | 'tokenURI' | 'symbol', args: unknown[]) =>
      abi.decodeFunctionResult(
        name,
        await rpcCall<string>(rpcUrlOf(stack.chains, chainId), 'eth_call', [{ to, data: abi.encodeFunctionData(name, args) }, 'latest']),
      )[0];
    expect(Object.keys(stack.contracts).map(Number)).toEqual([31337, 31338]);
    for (const chainId of [31337, 31338]) {
      const { demoAccount, tokens, collection, spamCollection } = stack.contracts[chainId]!;
      expect(tokens.map((t) => [t.symbol, t.decimals])).toEqual([
        ['DUSD', 6],
        ['DEMO18', 18],
      ]);
      const scale = chainId === 31338 ? 2n : 1n;
      // DUSD: 2,500 in, 125.50 out, 40 in, 10 out; DEMO18: 1,200 in, 200.75 out. Twice as much on 31338.
      expect(await call(chainId, tokens[0]!.address, 'balanceOf', [demoAccount])).toBe(2_404_500_000n * scale);
      expect(await call(chainId, tokens[1]!.address, 'balanceOf', [demoAccount])).toBe(999_250_000_000_000_000_000n * scale);
      expect(await call(chainId, collection.address, 'balanceOf', [demoAccount])).toBe(2n);
      expect(await call(chainId, spamCollection.address, 'balanceOf', [demoAccount])).toBe(3n);
      expect(await call(chainId, spamCollection.address, 'symbol', [])).toBe('CLAIM');
      const uri = await call(chainId, collection.address, 'tokenURI', [3n]);
      expect(uri).toBe(`${stack.url}dev/nft/lights/3.json`);
      const metadata = await (await fetch(uri)).json();
      expect(metadata).toMatchObject({ name: 'Local Lights #3', image: `${stack.url}dev/nft/lights/3.png` });
      const image = await fetch(metadata.image);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
    expect((await fetch(`${stack.url}dev/nft/lights/5000.json`)).status).toBe(404);
    expect(stack.solana.history).toHaveLength(5);
  });

  it('deploys DemoSwap with liquidity on 31337 and 31338, and its data service quotes from it', async () => {
    for (const chainId of [31337, 31338]) {
      const { swap, tokens } = stack.contracts[chainId]!;
      expect(swap.pools).toHaveLength(3);
      const scale = chainId === 31338 ? 2n : 1n;
      expect(BigInt(await rpcCall<string>(rpcUrlOf(stack.chains, chainId), 'eth_getBalance', [swap.router, 'latest']))).toBe(150n * 10n ** 18n * scale);
      const caip = `eip155:${chainId}`;
      const listed = (await (await fetch(`${stack.dataUrl}/v1/convert/tokens?chainId=${caip}`)).json()) as { tokens: { symbol: string }[] };
      expect(listed.tokens.map((t) => t.symbol).sort()).toEqual(['DEMO18', 'DUSD', 'ETH']);
      const params = new URLSearchParams({
        amount: '1000000',
        userAddress: `${caip}:${stack.contracts[chainId]!.demoAccount}`,
        from: `${caip}:${tokens[0]!.address}`,
        to: `${caip}:${swap.native}`,
      });
      const quoted = (await (await fetch(`${stack.dataUrl}/v1/convert/quotes?${params}`)).json()) as { quotes: { toAmount: string }[] };
      expect(BigInt(quoted.quotes[0]!.toAmount)).toBeGreaterThan(0n);
    }
  });

  it("serves the demo tokens' and the networks' hand-drawn logos through its data service, fetched from the page server", async () => {
    const served = async (path: string) => {
      const res = await fetch(`${stack.dataUrl}${path}`);
      expect(res.headers.get('content-type'), path).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; style-src 'unsafe-inline'");
      return res.text();
    };
    const icon = (file: string) => readFileSync(new URL(`../../dev/token-icons/${file}`, import.meta.url), 'utf8');
    for (const chainId of [31337, 31338]) {
      const [dusd, demo18] = stack.contracts[chainId]!.tokens;
      expect(await served(`/public/getTokenImage/eip155:${chainId}:${dusd!.address}`)).toBe(icon('dusd.svg'));
      expect(await served(`/public/getTokenImage/eip155:${chainId}:${demo18!.address}`)).toBe(icon('demo18.svg'));
      expect(await served(`/public/getAssetImage/eip155-${chainId}`)).toBe(icon(`devnet-${chainId}.svg`));
    }
    expect(await served(`/public/getAssetImage/${stack.solana.caipNetworkId.replace(':', '-')}`)).toBe(icon('solana-localnet.svg'));
    // The balance names where the logo is, on the page server: the modal loads it through the service's route.
    const { balances } = (await (await fetch(`${stack.dataUrl}/v1/account/${stack.contracts[31337]!.demoAccount}/balance?chainId=eip155:31337`)).json()) as {
      balances: { symbol: string; iconUrl: string | null }[];
    };
    expect(balances.find((b) => b.symbol === 'DUSD')?.iconUrl).toBe(`${stack.url}dev/token-icons/dusd.svg`);
  });

  it('gives the second page network its own node: 31338 answers 0x7a6a', async () => {
    expect(await rpcCall<string>(rpcUrlOf(stack.chains, 31338), 'eth_chainId')).toBe('0x7a6a');
    expect(() => rpcUrlOf(stack.chains, 1)).toThrow(/no chain 1/);
  });

  it('serves the demo page, where the Demo Wallet announces itself by EIP-6963', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    const announced = await page.evaluate(
      () =>
        new Promise<{ name: string; rdns: string; chainId: unknown }>((resolve) => {
          window.addEventListener(
            'eip6963:announceProvider',
            (event) => {
              const { info, provider } = (event as CustomEvent).detail;
              provider.request({ method: 'eth_chainId' }).then((chainId: unknown) => resolve({ name: info.name, rdns: info.rdns, chainId }));
            },
            { once: true },
          );
          window.dispatchEvent(new Event('eip6963:requestProvider'));
        }),
    );
    expect(announced).toEqual({ name: 'Demo Wallet', rdns: 'dev.walletmodal.demo', chainId: '0x7a69' });
  });

  it('runs the WalletConnect relay and hands its URL to the demo page and the phone wallet page', async () => {
    expect(stack.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const page = currentPage();
    await page.goto(stack.url);
    const seen = await page.evaluate(() => ({
      attribute: document.querySelector('wallet-modal')?.getAttribute('relay-url'),
      config: window.__WM_STACK__.relayUrl,
    }));
    expect(seen).toEqual({ attribute: stack.relayUrl, config: stack.relayUrl });
    expect(await page.evaluate(() => document.querySelector('wallet-modal')?.getAttribute('catalogue-url'))).toBe(stack.catalogueUrl);
    await page.goto(stack.phoneWalletUrl);
    expect(await page.title()).toBe('Phone Wallet');
  });
});
