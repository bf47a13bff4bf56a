// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// A short history for the Solana demo account, sent over the local RPC at stack start like any client would:
// SOL and DEMO (SPL) transfers in and out, so a fresh `npm start` has Solana activity to show.
import {
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getTransferCheckedInstruction, getTransferInstruction } from '@solana-program/token';
import { FUNDED, LAMPORTS_PER_SOL, signerFromSeed } from './demo-accounts.ts';

import type { Instruction, KeyPairSigner } from '@solana/kit';

/** @param {string} rpcUrl @param {string} method @param {unknown[]} params */
async function call(rpcUrl, method, params) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await response.json();
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

/**
 * Signs `instructions` with `payer` (who pays the fee) and sends them; resolves to the signature once the node took it.
 * @param {string} rpcUrl
 * @param {import('@solana/kit').KeyPairSigner} payer
 * @param {import('@solana/kit').Instruction[]} instructions
 * @param {{ skipPreflight?: boolean }} [options] skipPreflight: a failing transaction still lands (and pays its fee)
 * @returns {Promise<string>}
 */
export function sendInstructions(rpcUrl: string, payer: KeyPairSigner, instructions: Instruction[], options?: { skipPreflight?: boolean }): Promise<string>;
export async function sendInstructions(rpcUrl, payer, instructions, { skipPreflight = false } = {}) {
  const { value: lifetime } = await call(rpcUrl, 'getLatestBlockhash', []);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return call(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64', skipPreflight }]);
}

/**
 * @param {{ rpcUrl: string, token: { mint: string, decimals: number, accounts: Record<string, string> } }} options
 *   token: the DEMO mint and its holders' token accounts (SolanaRpc['faucet']['token'])
 * @returns {Promise<string[]>} the signatures, oldest first
 */
export function seedSolanaHistory(options: { rpcUrl: string; token: { mint: string; decimals: number; accounts: Record<string, string> } }): Promise<string[]>;
export async function seedSolanaHistory({ rpcUrl, token }) {
  const [demo, second, third] = await Promise.all(FUNDED.map(({ seed }) => signerFromSeed(seed)));
  if (!demo || !second || !third) throw new Error('the Solana demo accounts are missing');
  const ata = (/** @type {string} */ owner) => {
    const account = token.accounts[owner];
    if (!account) throw new Error(`${owner} holds no DEMO token account`);
    return address(account);
  };
  const mint = address(token.mint);
  const sol = (/** @type {number} */ tenths) => (BigInt(tenths) * LAMPORTS_PER_SOL) / 10n;
  const units = (/** @type {number} */ whole) => BigInt(whole) * 10n ** BigInt(token.decimals);
  // One after the other: each lands in its own slot, in this order.
  return [
    await sendInstructions(rpcUrl, demo, [getTransferSolInstruction({ source: demo, destination: second.address, amount: sol(12) })]),
    await sendInstructions(rpcUrl, second, [getTransferSolInstruction({ source: second, destination: demo.address, amount: sol(5) })]),
    await sendInstructions(rpcUrl, demo, [
      getTransferCheckedInstruction({
        source: ata(demo.address),
        mint,
        destination: ata(second.address),
        authority: demo,
        amount: units(25),
        decimals: token.decimals,
      }),
    ]),
    await sendInstructions(rpcUrl, second, [
      getTransferInstruction({ source: ata(second.address), destination: ata(demo.address), authority: second, amount: units(7) }),
    ]),
    await sendInstructions(rpcUrl, third, [getTransferSolInstruction({ source: third, destination: demo.address, amount: sol(20) })]),
  ];
}
