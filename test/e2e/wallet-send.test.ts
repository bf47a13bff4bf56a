// Send from the Account view on the real stack (issue 11 points 2 and 13): ETH, an ERC-20 to a registered name, SOL
// and an SPL token, each signed by the Demo Wallet and checked on chain; a wallet rejection keeps the form; the
// insufficient-funds paths; the look-alike warning; and the views' markup checked with axe.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createRequire } from 'node:module';
import { AbiCoder, Wallet, getAddress } from 'ethers';
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
} from '@solana/kit';
import { findAssociatedTokenPda, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { connectDemoWallet, DEMO_ACCOUNT, walletMode } from './account-page';
import { eventsOfType } from './demo-events';
import { rpcCall } from '../support/local-chain';
import { registrationBody, registrationMessage, registrationNonce } from '../../src/services/data/registration';
import { DEV_NAME_SUFFIX } from '../../dev/stack-data-service.ts';
import { coinTypeOfChainId } from '../../src/chains/eip155/coin-type';
import { NODE_ERRORS } from '../../src/errors/node';
import * as MESSAGES from '../../src/messages';

const stack = inject('stack');
const rpcUrl = stack.chains.find((c) => c.chainId === 31337)!.rpcUrl;
const contracts = stack.contracts[31337]!;
const dusd = contracts.tokens.find((t) => t.symbol === 'DUSD')!;
/** Anvil's second dev account (public knowledge): the seeded history's counterparty, and the name's owner here. */
const ALICE_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const FIFTY_ETH = '0x2b5e3af16b1880000';

const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });
let page: Page;

beforeEach(async () => {
  page = currentPage();
  await rpcCall(rpcUrl, 'anvil_setBalance', [DEMO_ACCOUNT, FIFTY_ETH]);
  await page.goto(stack.url);
});

const randomEvmAddress = () => Wallet.createRandom().address;
const randomSolanaAddress = () => getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));
const ethBalance = async (address: string) => BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [address, 'latest']));

async function tokenBalance(token: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${AbiCoder.defaultAbiCoder().encode(['address'], [owner]).slice(2)}`;
  return BigInt(await rpcCall<string>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']));
}

async function splBalance(owner: string, mint: string): Promise<bigint> {
  const reply = await rpcCall<{ value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }>(
    stack.solana.rpcUrl,
    'getTokenAccountsByOwner',
    [owner, { mint }, { encoding: 'jsonParsed' }],
  );
  return reply.value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n);
}

/** Moves `amount` of the mint out of the demo account behind the wallet's back (the demo key's seed is public: 32 bytes of 1). */
async function moveDemoTokensAway(mint: string, decimals: number, amount: bigint): Promise<void> {
  const owner = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(1));
  const other = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(2));
  const [source] = await findAssociatedTokenPda({ owner: owner.address, mint: mint as Address, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const [destination] = await findAssociatedTokenPda({ owner: other.address, mint: mint as Address, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const { value } = await rpcCall<{ value: { blockhash: string; lastValidBlockHeight: number } }>(stack.solana.rpcUrl, 'getLatestBlockhash');
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(owner, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash: value.blockhash as Blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) }, m),
    (m) =>
      appendTransactionMessageInstruction(getTransferCheckedInstruction({ source, mint: mint as Address, destination, authority: owner, amount, decimals }), m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  await rpcCall(stack.solana.rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
}

const focusedTestId = () =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element?.getAttribute('data-testid') ?? element?.tagName;
  });

async function connectSolana(): Promise<void> {
  await page.getByTestId('wm-trigger').waitFor();
  await walletMode(page, 'approve');
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-namespace-solana').click();
  await page.getByTestId('wm-connector-wallet-standard:demo-wallet').click();
  await page.getByTestId('wm-account-address').waitFor();
}

/** Opens Send and chooses the token whose option value ends with `address` (none: the native currency). */
async function openSend(tokenAddress?: string): Promise<void> {
  await page.getByTestId('wm-action-send').click();
  await page.getByTestId('wm-send-token').waitFor();
  if (tokenAddress) await chooseToken(tokenAddress);
}

async function chooseToken(tokenAddress: string): Promise<void> {
  const select = page.getByTestId('wm-send-token');
  await expect
    .poll(() => select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)), { timeout: 15000 })
    .toContainEqual(expect.stringMatching(new RegExp(`${tokenAddress}$`, 'i')));
  const value = await select
    .locator('option')
    .evaluateAll(
      (options, wanted) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v.toLowerCase().endsWith(wanted))!,
      tokenAddress.toLowerCase(),
    );
  await select.selectOption(value);
}

async function fillSend(amount: string, receiver: string): Promise<void> {
  await page.getByTestId('wm-send-amount').fill(amount);
  await page.getByTestId('wm-send-receiver').fill(receiver);
  await page.getByTestId('wm-send-review').click();
}

const toastTexts = () => page.getByTestId('wm-toast').allTextContents();

/** Confirms on the review; resolves once 'Transaction started' shows and the modal is back on Account. */
async function confirmAndExpectStarted(): Promise<void> {
  await page.getByTestId('wm-send-confirm').click();
  await expect.poll(toastTexts, { timeout: 15000 }).toContainEqual(expect.stringContaining(MESSAGES.transactionStarted));
  await page.getByTestId('wm-account-address').waitFor();
}

/**
 * axe-core on the element's shadow tree (open shadow roots are part of axe's context). It must have looked at the
 * view's controls: the rules that judge buttons (and, on the form, labels) passed on some nodes.
 */
async function axeViolations(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = window.axe;
    const result = await axe.run(
      { include: [['wallet-modal']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, rules: { 'color-contrast': { enabled: false } } },
    );
    if (!result.passes.some((p) => p.id === 'button-name' && p.nodes.length >= 2)) return ['axe saw no buttons in the modal'];
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

describe('Send on EVM', () => {
  it('sends ETH: review shows amount, receiver, fee and total; the wallet signs; Transaction started; the ETH arrived', async () => {
    await connectDemoWallet(page);
    await openSend();
    expect(await axeViolations()).toEqual([]);
    const receiver = randomEvmAddress();
    // The fiat preview follows the amount at the service's price (ETH 3,000.00 on the dev stack).
    await page.getByTestId('wm-send-amount').fill('1.25');
    await expect.poll(() => page.getByTestId('wm-send-fiat').textContent(), { timeout: 15000 }).toBe('≈ $3,750.00');
    await fillSend('1.25', receiver.toLowerCase());
    await page.getByTestId('wm-send-summary').waitFor();
    expect(await page.getByTestId('wm-send-review-amount').textContent()).toBe('1.25 ETH');
    expect(await page.getByTestId('wm-send-review-receiver').textContent()).toBe(receiver);
    expect(await page.getByTestId('wm-send-review-fee').textContent()).toMatch(/^at most 0\.0000\d+ ETH$/);
    expect(await page.getByTestId('wm-send-review-total').textContent()).toMatch(/^1\.2500\d+ ETH$/);
    expect(await axeViolations()).toEqual([]);

    await confirmAndExpectStarted();
    await expect.poll(() => ethBalance(receiver), { timeout: 15000 }).toBe(1_250_000_000_000_000_000n);
    await expect
      .poll(async () => (await eventsOfType(page, 'wm-transaction')).map((e) => e.detail.status), { timeout: 15000 })
      .toEqual(['pending', 'confirmed']);
    // The form starts empty next time.
    await openSend();
    expect(await page.getByTestId('wm-send-amount').inputValue()).toBe('');
  });

  it('sends DUSD (an ERC-20) to a registered name, resolved through the data service; the tokens arrived', async () => {
    const alice = new Wallet(ALICE_KEY);
    const name = `send${Date.now().toString(36)}.wallet-modal.local`;
    const message = {
      domain: DEV_NAME_SUFFIX.slice(1),
      name,
      address: alice.address,
      coinType: coinTypeOfChainId(31337),
      timestamp: Math.floor(Date.now() / 1000),
      nonce: registrationNonce(),
    };
    const text = registrationMessage(message);
    const registered = await fetch(`${stack.dataUrl}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registrationBody(message, text, await alice.signMessage(text))),
    });
    expect(registered.status).toBe(200);

    const before = await tokenBalance(dusd.address, alice.address);
    await connectDemoWallet(page);
    await openSend(dusd.address);
    await page.getByTestId('wm-send-amount').fill('12.5');
    expect(await page.getByTestId('wm-send-fiat').textContent()).toBe('≈ $12.50');
    await fillSend('12.5', name);
    await page.getByTestId('wm-send-summary').waitFor();
    expect(await page.getByTestId('wm-send-review-name').textContent()).toBe(`${name} `);
    expect(await page.getByTestId('wm-send-review-receiver').textContent()).toBe(`${name} ${alice.address}`);
    expect(await page.getByTestId('wm-send-review-amount').textContent()).toBe('12.5 DUSD');
    expect(await page.getByTestId('wm-send-review-total').textContent()).toMatch(/^12\.5 DUSD \+ 0\.0000\d+ ETH$/);
    // The simulated change (issue 11 point 6) is the mined one.
    const simulated = page.locator('[data-testid^="wm-simulation-change-"]');
    await expect.poll(() => simulated.allTextContents(), { timeout: 15000 }).toEqual(['DUSD-12.5 DUSD']);
    const senderBefore = await tokenBalance(dusd.address, DEMO_ACCOUNT);
    await confirmAndExpectStarted();
    await expect.poll(() => tokenBalance(dusd.address, alice.address), { timeout: 15000 }).toBe(before + 12_500_000n);
    expect(await tokenBalance(dusd.address, DEMO_ACCOUNT)).toBe(senderBefore - 12_500_000n);
  });

  it("the chosen token's image beside the picker: the network's for ETH, the data service's token image for DUSD, loaded", async () => {
    await connectDemoWallet(page);
    await openSend();
    const image = page.getByTestId('wm-send-token-row').locator('img');
    const loaded = () => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    expect(await image.getAttribute('src')).toMatch(/\/public\/getAssetImage\/eip155-31337$/);
    await expect.poll(loaded).toBe(true);
    await chooseToken(dusd.address);
    await expect.poll(() => image.getAttribute('src')).toMatch(new RegExp(`/public/getTokenImage/eip155%3A31337%3A${dusd.address}$`, 'i'));
    expect(await image.getAttribute('alt')).toBe('');
    await expect.poll(loaded).toBe(true);
  });

  it('an unknown name is refused with a clear message', async () => {
    await connectDemoWallet(page);
    await openSend();
    await fillSend('1', 'nobody-has-this.wallet-modal.local');
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe('No address is registered for nobody-has-this.wallet-modal.local');
  });

  it('a wallet rejection keeps the review and the form, and says so; nothing is sent', async () => {
    await connectDemoWallet(page);
    await openSend();
    const receiver = randomEvmAddress();
    await fillSend('0.5', receiver);
    await page.getByTestId('wm-send-summary').waitFor();
    await walletMode(page, 'reject');
    await page.getByTestId('wm-send-confirm').click();
    await expect.poll(() => page.getByTestId('wm-send-failure').textContent()).toBe(MESSAGES.sendRejected);
    expect(await page.getByTestId('wm-send-confirm').textContent()).toBe('Try again');
    expect(await toastTexts()).not.toContainEqual(expect.stringContaining(MESSAGES.somethingWentWrong));
    expect(await eventsOfType(page, 'wm-transaction')).toEqual([]);
    expect(await ethBalance(receiver)).toBe(0n);

    await page.getByTestId('wm-back').click();
    expect(await page.getByTestId('wm-send-amount').inputValue()).toBe('0.5');
    expect(await page.getByTestId('wm-send-receiver').inputValue()).toBe(receiver);
    // Approved the second time, it goes through.
    await walletMode(page, 'approve');
    await page.getByTestId('wm-send-review').click();
    await confirmAndExpectStarted();
    await expect.poll(() => ethBalance(receiver), { timeout: 15000 }).toBe(500_000_000_000_000_000n);
  });

  it('insufficient funds: more than the balance, then no ETH at all: Insufficient gas, for ETH and for a token', async () => {
    await connectDemoWallet(page);
    await openSend();
    await fillSend('60', randomEvmAddress());
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe('Not enough ETH for the amount and the network fee');
    await chooseToken(dusd.address);
    await fillSend('1000000', randomEvmAddress());
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe('Not enough DUSD for this amount');
    await page.getByTestId('wm-send-token').selectOption({ index: 0 });

    await rpcCall(rpcUrl, 'anvil_setBalance', [DEMO_ACCOUNT, '0x0']);
    await page.getByTestId('wm-send-amount').fill('1');
    await page.getByTestId('wm-send-review').click();
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe(MESSAGES.insufficientGas);
    await page.getByTestId('wm-send-max').click();
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe(MESSAGES.insufficientGas);

    await page.getByTestId('wm-back').click();
    await openSend(dusd.address);
    await fillSend('1', randomEvmAddress());
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe(MESSAGES.insufficientGas);
    expect(await page.getByTestId('wm-send-summary').count()).toBe(0);
  });

  it('Max leaves room for the fee, and that amount goes through', async () => {
    const receiver = randomEvmAddress();
    await connectDemoWallet(page);
    await openSend();
    await page.getByTestId('wm-send-receiver').fill(receiver);
    await page.getByTestId('wm-send-max').click();
    await expect.poll(() => page.getByTestId('wm-send-amount').inputValue()).toMatch(/^49\.99\d+$/);
    const max = await page.getByTestId('wm-send-amount').inputValue();
    await page.getByTestId('wm-send-review').click();
    await confirmAndExpectStarted();
    const [whole, fraction = ''] = max.split('.');
    await expect.poll(() => ethBalance(receiver), { timeout: 15000 }).toBe(BigInt(whole!) * 10n ** 18n + BigInt(fraction.padEnd(18, '0')));
  });

  it('a node failure after the review: Something went wrong, the reason shown, the review kept', async () => {
    await connectDemoWallet(page);
    await openSend();
    await fillSend('1', randomEvmAddress());
    await page.getByTestId('wm-send-summary').waitFor();
    await expect.poll(() => page.getByTestId('wm-simulation').getAttribute('data-status'), { timeout: 15000 }).toBe('done');
    // The balance goes after the review's simulation and before the wallet signs: the node refuses the transaction.
    await rpcCall(rpcUrl, 'anvil_setBalance', [DEMO_ACCOUNT, '0x0']);
    await page.getByTestId('wm-send-confirm').click();
    await expect.poll(toastTexts, { timeout: 15000 }).toContainEqual(expect.stringContaining(MESSAGES.somethingWentWrong));
    await expect.poll(() => page.getByTestId('wm-send-failure').locator('p').first().textContent()).toBe(MESSAGES.somethingWentWrong);
    // The node's refusal, named (SPEC §8), under it.
    expect(await page.getByTestId('wm-send-failure').locator('p').nth(1).textContent()).toBe(NODE_ERRORS.INSUFFICIENT_FUNDS.message);
    expect(await page.getByTestId('wm-send-summary').count()).toBe(1);
    expect(await eventsOfType(page, 'wm-transaction')).toEqual([]);
  });

  it('keyboard: focus starts on the token, Tab walks the form in order, Enter reviews, Back returns, Escape closes', async () => {
    await connectDemoWallet(page);
    await openSend();
    await expect.poll(focusedTestId).toBe('wm-send-token');
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await focusedTestId());
    }
    expect(order).toEqual(['wm-send-amount', 'wm-send-max', 'wm-send-receiver', 'wm-send-review']);
    await page.getByTestId('wm-send-amount').fill('0.01');
    await page.getByTestId('wm-send-receiver').fill(randomEvmAddress());
    await page.keyboard.press('Enter');
    await page.getByTestId('wm-send-summary').waitFor();
    await expect.poll(focusedTestId).toBe('wm-send-confirm');
    await page.getByTestId('wm-back').click();
    await page.getByTestId('wm-send-token').waitFor();
    expect(await page.getByTestId('wm-send-amount').inputValue()).toBe('0.01');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('wm-dialog').count()).toBe(0);
  });

  it('a bad EIP-55 checksum is refused; a look-alike of a history address must be acknowledged before Review', async () => {
    await connectDemoWallet(page);
    await openSend();
    const good = getAddress(randomEvmAddress());
    // Flip the case of the first letter: still mixed case, no longer its checksum.
    const index = good.slice(2).search(/[a-fA-F]/) + 2;
    const flipped =
      good.slice(0, index) + (good[index] === good[index]!.toLowerCase() ? good[index]!.toUpperCase() : good[index]!.toLowerCase()) + good.slice(index + 1);
    await fillSend('0.1', flipped);
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe(MESSAGES.sendBadChecksum);

    // Alice (Anvil's second account) is in the seeded history; this one shares her first 4 and last 4 hex digits.
    const alice = new Wallet(ALICE_KEY).address.toLowerCase();
    const lookalike = `${alice.slice(0, 6)}${'0'.repeat(32)}${alice.slice(-4)}`;
    await page.getByTestId('wm-send-receiver').fill(lookalike);
    const warning = page.getByTestId('wm-send-lookalike');
    await warning.waitFor({ timeout: 15000 });
    expect(await warning.textContent()).toContain(alice.slice(2, 6));
    expect(await page.getByTestId('wm-send-review').isDisabled()).toBe(true);
    await page.getByTestId('wm-send-lookalike-ack').check();
    expect(await page.getByTestId('wm-send-review').isDisabled()).toBe(false);
    await page.getByTestId('wm-send-review').click();
    await page.getByTestId('wm-send-summary').waitFor();
  });
});

describe('Send on Solana', () => {
  it('sends SOL; the lamports arrived', async () => {
    await connectSolana();
    await openSend();
    const receiver = randomSolanaAddress();
    await fillSend('0.5', receiver);
    await page.getByTestId('wm-send-summary').waitFor();
    expect(await page.getByTestId('wm-send-review-amount').textContent()).toBe('0.5 SOL');
    expect(await page.getByTestId('wm-send-review-fee').textContent()).toBe('0.000005 SOL');
    expect(await page.getByTestId('wm-send-review-total').textContent()).toBe('0.500005 SOL');
    // The simulated lamports change (with the fee) is the mined one.
    const simulated = page.locator('[data-testid^="wm-simulation-change-"]');
    await expect.poll(() => simulated.allTextContents(), { timeout: 15000 }).toEqual(['SOL-0.500005 SOL']);
    const lamports = async (address: string) => (await rpcCall<{ value: number }>(stack.solana.rpcUrl, 'getBalance', [address])).value;
    const senderBefore = await lamports(stack.solana.demoAddress);
    await confirmAndExpectStarted();
    await expect.poll(() => lamports(receiver), { timeout: 15000 }).toBe(500_000_000);
    expect(senderBefore - (await lamports(stack.solana.demoAddress))).toBe(500_005_000);
  });

  it('a rejection in the wallet keeps the Solana review and says so; nothing moved', async () => {
    await connectSolana();
    await openSend();
    const receiver = randomSolanaAddress();
    await fillSend('0.25', receiver);
    await page.getByTestId('wm-send-summary').waitFor();
    await walletMode(page, 'reject');
    await page.getByTestId('wm-send-confirm').click();
    await expect.poll(() => page.getByTestId('wm-send-failure').textContent()).toBe(MESSAGES.sendRejected);
    expect(await toastTexts()).not.toContainEqual(expect.stringContaining(MESSAGES.solanaSendFailed));
    expect((await rpcCall<{ value: number }>(stack.solana.rpcUrl, 'getBalance', [receiver])).value).toBe(0);
    await page.getByTestId('wm-back').click();
    expect(await page.getByTestId('wm-send-receiver').inputValue()).toBe(receiver);
  });

  it('sends the SPL token to an address without a token account (opened in the same transaction); the tokens arrived', async () => {
    const { mint } = stack.solana;
    const receiver = randomSolanaAddress();
    const before = await splBalance(stack.solana.demoAddress, mint);
    await connectSolana();
    await openSend(mint);
    await fillSend('3.5', receiver);
    await page.getByTestId('wm-send-summary').waitFor();
    expect(await page.getByTestId('wm-send-review-fee').textContent()).toContain('token account');
    await confirmAndExpectStarted();
    await expect.poll(() => splBalance(receiver, mint), { timeout: 15000 }).toBe(3_500_000n);
    expect(await splBalance(stack.solana.demoAddress, mint)).toBe(before - 3_500_000n);
  });

  it("Max on SOL keeps the fee and the account's rent-exempt reserve back", async () => {
    await connectSolana();
    await openSend();
    await page.getByTestId('wm-send-max').click();
    await expect.poll(() => page.getByTestId('wm-send-amount').inputValue()).not.toBe('');
    const { value: lamports } = await rpcCall<{ value: number }>(stack.solana.rpcUrl, 'getBalance', [stack.solana.demoAddress]);
    const reserve = await rpcCall<number>(stack.solana.rpcUrl, 'getMinimumBalanceForRentExemption', [0]);
    const expected = BigInt(lamports) - 5000n - BigInt(reserve);
    const shown = await page.getByTestId('wm-send-amount').inputValue();
    const [whole, fraction = ''] = shown.split('.');
    expect(BigInt(whole!) * 10n ** 9n + BigInt(fraction.padEnd(9, '0'))).toBe(expected);
  });

  it('a Solana failure after the review: Failed to send transaction. Please try again., and nothing moved', async () => {
    const { mint, mintDecimals } = stack.solana;
    await connectSolana();
    await openSend(mint);
    await page.getByTestId('wm-send-max').click();
    await expect.poll(() => page.getByTestId('wm-send-amount').inputValue()).not.toBe('');
    await page.getByTestId('wm-send-receiver').fill(randomSolanaAddress());
    await page.getByTestId('wm-send-review').click();
    await page.getByTestId('wm-send-summary').waitFor();
    // After the review's simulation (which saw the full balance), the tokens move behind the wallet's back.
    await expect.poll(() => page.getByTestId('wm-simulation').getAttribute('data-status'), { timeout: 15000 }).toBe('done');
    await moveDemoTokensAway(mint, mintDecimals, 1_000_000n);
    const before = await splBalance(stack.solana.demoAddress, mint);
    await page.getByTestId('wm-send-confirm').click();
    await expect.poll(toastTexts, { timeout: 15000 }).toContainEqual(expect.stringContaining(MESSAGES.solanaSendFailed));
    await expect.poll(() => page.getByTestId('wm-send-failure').locator('p').first().textContent()).toBe(MESSAGES.solanaSendFailed);
    expect(await splBalance(stack.solana.demoAddress, mint)).toBe(before);
  });

  it("a Solana send with no amount or receiver says SPEC §5's words", async () => {
    await connectSolana();
    await openSend();
    await page.getByTestId('wm-send-review').click();
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe('Please enter a valid amount and receiver address');
    await fillSend('1', 'not-a-solana-address');
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe('Please enter a valid amount and receiver address');
    // A new account must get its rent-exempt minimum, or the chain refuses the transfer.
    const reserve = await rpcCall<number>(stack.solana.rpcUrl, 'getMinimumBalanceForRentExemption', [0]);
    await fillSend('0.0001', randomSolanaAddress());
    await expect.poll(() => page.getByTestId('wm-send-error').textContent()).toBe(`A new Solana account needs at least ${reserve / 1e9} SOL`);
  });
});
