// @vitest-environment node
// DemoSwap on a real Anvil, as the stack deploys it: quotes equal what swaps pay, and slippage or a late deadline
// revert with their reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract, JsonRpcProvider, parseEther, parseUnits, type InterfaceAbi } from 'ethers';
import { startAnvil, type Anvil } from '../../../dev/anvil.ts';
import { loadArtifacts } from '../../../dev/contracts/compile.ts';
import { deployDemoContracts, DEV_ACCOUNTS, SWAP_NATIVE, type DemoContracts } from '../../../dev/contracts/deploy.ts';

let anvil: Anvil;
let deployed: DemoContracts;
let provider: JsonRpcProvider;
const { contracts } = loadArtifacts();
const abi = (name: string) => contracts[name]!.abi as InterfaceAbi;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 });
  deployed = await deployDemoContracts({ rpcUrl: anvil.rpcUrl, chainId: 31337, imageBaseUrl: 'http://127.0.0.1:9/' });
  provider = new JsonRpcProvider(anvil.rpcUrl, 31337, { staticNetwork: true });
}, 60_000);
afterAll(() => {
  provider?.destroy();
  anvil?.stop();
});

async function asAlice() {
  const signer = await provider.getSigner(DEV_ACCOUNTS.alice);
  const swap = new Contract(deployed.swap.router, abi('DemoSwap'), signer);
  const [dusd, demo18] = deployed.tokens.map((t) => new Contract(t.address, abi('DemoToken'), signer)) as [Contract, Contract];
  return { signer, swap, dusd, demo18 };
}

const deadline = async () => (await provider.getBlock('latest'))!.timestamp + 600;

describe('DemoSwap', () => {
  it('is seeded with the three pools and lists ETH, DUSD and DEMO18', async () => {
    const { swap } = await asAlice();
    const [dusd, demo18] = deployed.tokens.map((t) => t.address);
    expect((await swap.getFunction('tokens')()).map((a: string) => a.toLowerCase()).sort()).toEqual([SWAP_NATIVE, dusd, demo18].sort());
    const [ethReserve, dusdReserve] = await swap.getFunction('reserves')(SWAP_NATIVE, dusd);
    expect(ethReserve).toBe(parseEther('100'));
    expect(dusdReserve).toBe(parseUnits('300000', 6));
    expect(await provider.getBalance(deployed.swap.router)).toBe(parseEther('150'));
  });

  it('an ETH → DUSD swap pays exactly getAmountOut, the constant-product amount after the 0.3% fee', async () => {
    const { swap, dusd } = await asAlice();
    const amountIn = parseEther('1');
    const quoted: bigint = await swap.getFunction('getAmountOut')(amountIn, SWAP_NATIVE, dusd.target);
    const [rIn, rOut] = await swap.getFunction('reserves')(SWAP_NATIVE, dusd.target);
    expect(quoted).toBe((amountIn * 997n * rOut) / (rIn * 1000n + amountIn * 997n));
    const before: bigint = await dusd.getFunction('balanceOf')(DEV_ACCOUNTS.alice);
    const tx = await swap.getFunction('swapExactIn')(SWAP_NATIVE, dusd.target, amountIn, quoted, DEV_ACCOUNTS.alice, await deadline(), { value: amountIn });
    expect((await tx.wait())!.status).toBe(1);
    expect((await dusd.getFunction('balanceOf')(DEV_ACCOUNTS.alice)) - before).toBe(quoted);
    expect(await swap.getFunction('reserves')(SWAP_NATIVE, dusd.target)).toEqual([rIn + amountIn, rOut - quoted]);
  });

  it('a DUSD → DEMO18 swap pulls the approved input and pays the quote', async () => {
    const { swap, dusd, demo18 } = await asAlice();
    const amountIn = parseUnits('100', 6);
    await (await dusd.getFunction('approve')(swap.target, amountIn)).wait();
    const quoted: bigint = await swap.getFunction('getAmountOut')(amountIn, dusd.target, demo18.target);
    const before: bigint = await demo18.getFunction('balanceOf')(DEV_ACCOUNTS.alice);
    await (await swap.getFunction('swapExactIn')(dusd.target, demo18.target, amountIn, quoted, DEV_ACCOUNTS.alice, await deadline())).wait();
    expect((await demo18.getFunction('balanceOf')(DEV_ACCOUNTS.alice)) - before).toBe(quoted);
    expect(quoted).toBeGreaterThan(parseUnits('99', 18));
  });

  it('reverts with the reason on slippage, a passed deadline, a wrong value or a missing pool', async () => {
    const { swap, dusd } = await asAlice();
    const amountIn = parseEther('1');
    const quoted: bigint = await swap.getFunction('getAmountOut')(amountIn, SWAP_NATIVE, dusd.target);
    const swapExactIn = swap.getFunction('swapExactIn');
    await expect(
      swapExactIn.staticCall(SWAP_NATIVE, dusd.target, amountIn, quoted + 1n, DEV_ACCOUNTS.alice, await deadline(), { value: amountIn }),
    ).rejects.toThrow('DemoSwap: output below minAmountOut (slippage)');
    await expect(swapExactIn.staticCall(SWAP_NATIVE, dusd.target, amountIn, 0n, DEV_ACCOUNTS.alice, 1, { value: amountIn })).rejects.toThrow(
      'DemoSwap: deadline passed',
    );
    await expect(swapExactIn.staticCall(SWAP_NATIVE, dusd.target, amountIn, 0n, DEV_ACCOUNTS.alice, await deadline(), { value: 1n })).rejects.toThrow(
      'DemoSwap: value does not match amountIn',
    );
    await expect(swap.getFunction('getAmountOut')(amountIn, SWAP_NATIVE, DEV_ACCOUNTS.bob)).rejects.toThrow('DemoSwap: no pool for this pair');
    await expect(swap.getFunction('addLiquidity').staticCall(SWAP_NATIVE, dusd.target, 1n, 1n, { value: 1n })).rejects.toThrow();
  });
});
