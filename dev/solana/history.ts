// A short history for the Solana demo account, sent over the local RPC at stack start like any client would:
// SOL and DEMO (SPL) transfers in and out, so a fresh `npm start` has Solana activity to show.
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getTransferCheckedInstruction, getTransferInstruction } from '@solana-program/token';
import { FUNDED, LAMPORTS_PER_SOL, signerFromSeed } from './demo-accounts.ts';

/** The `result` of a call (undefined when the answer has none); an `error` answer, or a body that is no object, throws. */
async function call(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body: unknown = await response.json();
  if (body === null || typeof body !== 'object') throw new Error(`${method}: not a JSON-RPC answer: ${JSON.stringify(body)}`);
  if ('error' in body && body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return 'result' in body ? body.result : undefined;
}

/** getLatestBlockhash's answer, checked: the lifetime a transaction sent now gets. */
async function latestBlockhash(rpcUrl: string) {
  const result = await call(rpcUrl, 'getLatestBlockhash', []);
  const value = result !== null && typeof result === 'object' && 'value' in result ? result.value : undefined;
  if (value === null || typeof value !== 'object' || !('blockhash' in value) || !('lastValidBlockHeight' in value)) {
    throw new Error(`getLatestBlockhash: unexpected answer ${JSON.stringify(result)}`);
  }
  const { blockhash: hash, lastValidBlockHeight: height } = value;
  if (typeof hash !== 'string' || typeof height !== 'number') throw new Error(`getLatestBlockhash: unexpected answer ${JSON.stringify(result)}`);
  return { blockhash: blockhash(hash), lastValidBlockHeight: BigInt(height) };
}

/**
 * Signs `instructions` with `payer` (who pays the fee) and sends them; resolves to the signature once the node took it.
 * With `skipPreflight`, a failing transaction still lands (and pays its fee).
 */
export async function sendInstructions(
  rpcUrl: string,
  payer: KeyPairSigner,
  instructions: Instruction[],
  { skipPreflight = false }: { skipPreflight?: boolean } = {},
): Promise<string> {
  const lifetime = await latestBlockhash(rpcUrl);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = await call(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64', skipPreflight }]);
  if (typeof signature !== 'string') throw new Error(`sendTransaction: expected a signature, got ${JSON.stringify(signature)}`);
  return signature;
}

/**
 * Sends the demo account's history; `token` is the DEMO mint and its holders' token accounts (SolanaRpc['faucet']['token']).
 * Resolves to the signatures, oldest first.
 */
export async function seedSolanaHistory({
  rpcUrl,
  token,
}: {
  rpcUrl: string;
  token: { mint: string; decimals: number; accounts: Record<string, string> };
}): Promise<string[]> {
  const [demo, second, third] = await Promise.all(FUNDED.map(({ seed }) => signerFromSeed(seed)));
  if (!demo || !second || !third) throw new Error('the Solana demo accounts are missing');
  const ata = (owner: string) => {
    const account = token.accounts[owner];
    if (!account) throw new Error(`${owner} holds no DEMO token account`);
    return address(account);
  };
  const mint = address(token.mint);
  const sol = (tenths: number) => (BigInt(tenths) * LAMPORTS_PER_SOL) / 10n;
  const units = (whole: number) => BigInt(whole) * 10n ** BigInt(token.decimals);
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
