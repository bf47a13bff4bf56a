// @vitest-environment node
/**
 * A chain whose token balances change outside the transfers the indexer sees (a devnet's genesis, tokens minted
 * before the start block) gives them live: they replace the indexed sums, named from the kept metadata.
 */
import { describe, expect, it } from 'vitest';
import { fixedPrices } from '../../../../server/data';
import { TEST_DATABASES } from '../../../support/data/databases';
import { useDevnetDataService } from '../../../support/data/devnet-service';
import { createFakeChain, evmAddress, txHash } from '../../../support/data/fake-chain';

const CHAIN = 'eip155:31337';
const TOKEN = evmAddress(0x70);
const UNKNOWN = evmAddress(0x79);
const ALICE = evmAddress(0xa11ce);
const BOB = evmAddress(0xb0b);

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`live token balances on ${database.label}`, () => {
    let live: { token: string; amount: bigint }[] = [];
    let failing = false;
    const chain = createFakeChain(CHAIN);
    const devnet = useDevnetDataService(database, chain, () => {
      chain.setToken({ chainId: CHAIN, address: TOKEN, kind: 'fungible', name: 'Test Dollar', symbol: 'TUSD', decimals: 6, iconUrl: null }, TOKEN);
      // The only transfer the indexer sees sends 1 TUSD away: its sum alone would be negative.
      chain.mine([{ txHash: txHash('send'), kind: 'fungible', token: TOKEN, tokenId: null, from: ALICE, to: BOB, amount: 1_000_000n }]);
      return {
        devnet: {
          tokenBalances: async () => {
            if (failing) throw new Error('node down');
            return live;
          },
        },
        prices: fixedPrices({ [CHAIN]: { [TOKEN]: '2.00' } }),
        nameSuffix: '.test',
        corsOrigins: '*',
        indexer: { intervalMs: 60_000 },
        log: () => {},
      };
    });

    const balances = async () =>
      ((await (await fetch(`${devnet.service.url}/v1/account/${ALICE}/balance?currency=usd`)).json()) as { balances: unknown[] }).balances;

    it('lists the live amount, priced and named from the metadata; leaves out zero and tokens of unknown metadata', async () => {
      live = [
        { token: TOKEN, amount: 41_500_000n },
        { token: UNKNOWN, amount: 5n },
      ];
      expect(await balances()).toEqual([
        {
          name: 'Test Dollar',
          symbol: 'TUSD',
          chainId: CHAIN,
          address: `${CHAIN}:0x0000000000000000000000000000000000000070`,
          price: '2.00',
          value: '83.00',
          iconUrl: null,
          quantity: { decimals: '6', numeric: '41.5' },
        },
      ]);
      live = [{ token: TOKEN, amount: 0n }];
      expect(await balances()).toEqual([]);
    });

    it('answers without them when the live read fails, rather than failing the route', async () => {
      failing = true;
      expect(await balances()).toEqual([]);
      failing = false;
    });
  });
}
