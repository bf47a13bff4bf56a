// @vitest-environment node
/**
 * The onramp routes (SPEC §7) over real HTTP on both databases: options with SPEC §9's fallback limits, quotes with
 * SPEC §3's fields computed in cents and base units, the provider URL, 400s naming the field, and 404 without config.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedPrices, startDataService, type DataService } from '../../../../../server/data';
import { TEST_DATABASES } from '../../../../support/data/databases';

const EVM = 'eip155:31337';
const SOL = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const ALICE = `0x${'ab'.repeat(20)}`;
const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const PROVIDER = 'http://127.0.0.1:4999/checkout';

/** The onramp routes' replies as these tests read them (the values checked whole are left unknown). */
type Reply = {
  paymentCurrencies: unknown;
  purchaseCurrencies: unknown;
  providers: unknown;
  quoteId: string;
  coinbaseFee: unknown;
  purchaseAmount: unknown;
  url: string;
  field: string;
};

const chains = [
  { chainId: EVM, name: 'Localhost 31337', testnet: true, nativeSymbol: 'ETH', nativeName: 'Ether', nativeDecimals: 18 },
  { chainId: SOL, name: 'Solana Localnet', testnet: true, nativeSymbol: 'SOL', nativeDecimals: 9 },
];
const onramp = {
  providerUrl: PROVIDER,
  providerName: 'Local Provider',
  paymentCurrencies: [
    { id: 'USD', usd: '1.00' },
    { id: 'EUR', usd: '1.10' },
    { id: 'GBP', usd: '1.25' },
  ],
  networks: [EVM, SOL],
};

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`onramp routes on ${database.label}`, () => {
    let service: DataService;
    let bare: DataService;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const created = await database.create();
      drop = created.drop;
      const common = {
        ...created,
        chains,
        prices: fixedPrices({ [EVM]: { native: '3000.00' }, [SOL]: { native: '150.00' } }),
        nameSuffix: '.wallet-modal.local',
        corsOrigins: '*' as const,
        indexer: false as const,
        log: () => {},
      };
      service = await startDataService({ ...common, onramp });
      bare = await startDataService({ chains, prices: fixedPrices({}), nameSuffix: '.wallet-modal.local', corsOrigins: '*', indexer: false, log: () => {} });
    }, 120_000);
    afterAll(async () => {
      await service?.stop();
      await bare?.stop();
      await drop?.();
    });

    const post = async (base: DataService, path: string, body: unknown) => {
      const res = await fetch(`${base.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Reply };
    };
    const quote = (body: Record<string, unknown>) =>
      post(service, '/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: EVM, ...body });

    it('lists the options with SPEC §9 fallback limits: card for every currency, bank for USD and EUR only', async () => {
      const res = await fetch(`${service.url}/v1/onramp/options?projectId=demo`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Reply;
      expect(body.paymentCurrencies).toEqual([
        {
          id: 'USD',
          paymentMethodLimits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'bank', min: '10.00', max: '25000.00' },
          ],
        },
        {
          id: 'EUR',
          paymentMethodLimits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'bank', min: '10.00', max: '25000.00' },
          ],
        },
        { id: 'GBP', paymentMethodLimits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ]);
      expect(body.purchaseCurrencies).toEqual([
        { id: 'ETH', name: 'Ether', symbol: 'ETH', decimals: 18, networks: [{ name: EVM, displayName: 'Localhost 31337', chainId: EVM }] },
        { id: 'SOL', name: 'SOL', symbol: 'SOL', decimals: 9, networks: [{ name: SOL, displayName: 'Solana Localnet', chainId: SOL }] },
      ]);
      expect(body.providers).toEqual([{ name: 'Local Provider', feeRange: '1-2%' }]);
    });

    it('quotes with SPEC §3 fields: a 2% card fee out of the total, the rest at the price, exact', async () => {
      const { status, body } = await quote({});
      expect(status).toBe(200);
      expect(body).toMatchObject({
        coinbaseFee: { amount: '2.00', currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
        paymentSubtotal: { amount: '98.00', currency: 'USD' },
        paymentTotal: { amount: '100.00', currency: 'USD' },
        // 98 USD / 3000 USD per ETH, rounded down to the wei.
        purchaseAmount: { amount: '0.032666666666666666', currency: 'ETH' },
      });
      expect(body.quoteId).toMatch(/^[0-9a-f]{32}$/);
    });

    it('quotes a bank purchase in EUR at 1% and SOL through its own price, currencies given as objects', async () => {
      const bank = await quote({ paymentCurrency: { id: 'EUR' }, paymentMethod: 'bank', amount: '25000' });
      expect(bank.body.coinbaseFee).toEqual({ amount: '250.00', currency: 'EUR' });
      // 24,750 EUR × 1.10 = 27,225 USD / 3000 = 9.075 ETH.
      expect(bank.body.purchaseAmount).toEqual({ amount: '9.075', currency: 'ETH' });
      const sol = await quote({ purchaseCurrency: { id: 'SOL' }, network: SOL, amount: '10.5' });
      // 10.50 − 0.21 = 10.29 USD / 150 = 0.0686 SOL.
      expect(sol.body.purchaseAmount).toEqual({ amount: '0.0686', currency: 'SOL' });
    });

    it('refuses a bad quote with a 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: 100 }, 'amount'],
        [{ amount: '1e3' }, 'amount'],
        [{ amount: '10.001' }, 'amount'],
        [{ amount: '9.99' }, 'amount'],
        [{ amount: '7500.01' }, 'amount'],
        [{ amount: '25000.01', paymentMethod: 'bank' }, 'amount'],
        [{ paymentMethod: 'bank', paymentCurrency: 'GBP' }, 'paymentMethod'],
        [{ paymentCurrency: 'JPY' }, 'paymentCurrency'],
        [{ purchaseCurrency: 'SOL' }, 'purchaseCurrency'],
        [{ network: 'eip155:1' }, 'network'],
        [{ network: undefined }, 'network'],
      ];
      for (const [body, field] of cases) {
        const res = await quote(body);
        expect([res.status, res.body.field], JSON.stringify(body)).toEqual([400, field]);
      }
      expect((await post(service, '/v1/onramp/quote', [1])).body.field).toBe('body');
      // The limits are inclusive.
      expect((await quote({ amount: '7500.00' })).status).toBe(200);
      expect((await quote({ amount: '10' })).status).toBe(200);
    });

    it('generates the provider URL with the destination and the preset amounts', async () => {
      const { status, body } = await post(service, '/v1/generators/onrampurl', {
        destinationWallets: [
          { address: SOL_ADDRESS, blockchains: [SOL] },
          { address: ALICE.toUpperCase().replace('0X', '0x'), blockchains: [EVM] },
        ],
        defaultNetwork: EVM,
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        presetCryptoAmount: '0.032666666666666666',
        presetFiatAmount: '100.00',
      });
      expect(status).toBe(200);
      const url = new URL(body.url);
      expect(`${url.origin}${url.pathname}`).toBe(PROVIDER);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        address: url.searchParams.get('address'),
        network: EVM,
        partnerUserId: 'user-1',
        cryptoAmount: '0.032666666666666666',
        symbol: 'ETH',
        fiatAmount: '100.00',
        currency: 'USD',
      });
      expect(url.searchParams.get('address')!.toLowerCase()).toBe(ALICE);
      const sol = await post(service, '/v1/generators/onrampurl', {
        destinationWallets: [{ address: SOL_ADDRESS, blockchains: [SOL] }],
        defaultNetwork: SOL,
        partnerUserId: 'u',
        defaultExperience: 'buy',
      });
      expect(new URL(sol.body.url).searchParams.get('address')).toBe(SOL_ADDRESS);
    });

    it('refuses a bad URL request with a 400 naming the field', async () => {
      const ok = { destinationWallets: [{ address: ALICE, blockchains: [EVM] }], defaultNetwork: EVM, partnerUserId: 'u', defaultExperience: 'buy' };
      const cases: [Record<string, unknown>, string][] = [
        [{ defaultNetwork: 'eip155:1' }, 'defaultNetwork'],
        [{ defaultExperience: 'send' }, 'defaultExperience'],
        [{ partnerUserId: '' }, 'partnerUserId'],
        [{ destinationWallets: [] }, 'destinationWallets'],
        [{ destinationWallets: [{ address: '0x12', blockchains: [EVM] }] }, 'destinationWallets[0].address'],
        [{ destinationWallets: [{ address: ALICE, blockchains: ['nope'] }] }, 'destinationWallets[0].blockchains'],
        [{ destinationWallets: [{ address: SOL_ADDRESS, blockchains: [SOL] }] }, 'destinationWallets'],
        // The address is checked against every network it is listed for, not only the first.
        [{ destinationWallets: [{ address: SOL_ADDRESS, blockchains: [SOL, EVM] }] }, 'destinationWallets[0].address'],
        [{ destinationWallets: [{ address: SOL_ADDRESS, blockchains: [EVM] }] }, 'destinationWallets[0].address'],
        [{ destinationWallets: [{ address: ALICE, blockchains: [EVM, SOL] }], defaultNetwork: SOL }, 'destinationWallets[0].address'],
        [{ presetCryptoAmount: '-1' }, 'presetCryptoAmount'],
        [{ presetCryptoAmount: '0' }, 'presetCryptoAmount'],
        [{ presetFiatAmount: '1.234' }, 'presetFiatAmount'],
        [{ presetFiatAmount: '10.00', fiatCurrency: 'JPY' }, 'fiatCurrency'],
      ];
      for (const [body, field] of cases) {
        const res = await post(service, '/v1/generators/onrampurl', { ...ok, ...body });
        expect([res.status, res.body.field], JSON.stringify(body)).toEqual([400, field]);
      }
    });

    it('has no onramp routes when the service has no onramp config', async () => {
      expect((await fetch(`${bare.url}/v1/onramp/options`)).status).toBe(404);
      expect((await post(bare, '/v1/onramp/quote', {})).status).toBe(404);
      expect((await post(bare, '/v1/generators/onrampurl', {})).status).toBe(404);
    });
  });
}

describe('onramp config checks', () => {
  it('refuses a network the service does not run and a bad currency, at start', async () => {
    const base = { chains, prices: fixedPrices({}), nameSuffix: '.wallet-modal.local', corsOrigins: '*' as const, indexer: false as const };
    await expect(startDataService({ ...base, onramp: { ...onramp, networks: ['eip155:1'] } })).rejects.toThrow('onramp.networks');
    await expect(startDataService({ ...base, onramp: { ...onramp, paymentCurrencies: [{ id: 'usd', usd: '1' }] } })).rejects.toThrow(
      'onramp.paymentCurrencies',
    );
    await expect(startDataService({ ...base, onramp: { ...onramp, providerUrl: 'javascript:alert(1)' } })).rejects.toThrow('onramp.providerUrl');
  });
});
