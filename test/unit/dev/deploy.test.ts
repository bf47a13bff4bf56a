// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../dev/anvil.ts';
import { deployDemoContracts, DEV_ACCOUNTS } from '../../../dev/contracts/deploy.ts';
import { rpc, waitForReceipt } from '../../../dev/contracts/rpc.ts';

let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31338 }); // a genesis dated now: no room for a history in the past
}, 30_000);
afterAll(() => anvil?.stop());

describe('deployDemoContracts', () => {
  it('fits the history after a recent genesis, then leaves the chain on wall-clock time with automining back on', async () => {
    const contracts = await deployDemoContracts({ rpcUrl: anvil.rpcUrl, chainId: 31338, imageBaseUrl: 'http://127.0.0.1:9/' });
    expect(contracts.collection.baseUri).toBe('http://127.0.0.1:9/dev/nft/lights/');
    expect(contracts.spamCollection.baseUri).toBe('http://127.0.0.1:9/dev/nft/claim/');
    const times: number[] = [];
    for (let n = 0; n <= 5; n++) times.push(Number((await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', [`0x${n.toString(16)}`, false])).timestamp));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    const hash = await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: DEV_ACCOUNTS.bob, to: DEV_ACCOUNTS.carol, value: '0x1' }]);
    const receipt = await waitForReceipt(anvil.rpcUrl, hash);
    expect(Number(receipt.blockNumber)).toBe(6);
    const block = await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['0x6', false]);
    expect(Number(block.timestamp)).toBeGreaterThan(times[5]!);
    expect(Math.abs(Number(block.timestamp) - Date.now() / 1000)).toBeLessThan(60);
  });
});
