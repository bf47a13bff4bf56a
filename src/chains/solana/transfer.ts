/**
 * SOL and SPL transfers for the Send view, as unsigned wire transactions for the wallet to sign and send: a System
 * transfer, or an SPL TransferChecked from the sender's largest account of the mint to the receiver's associated
 * token account, opened first (idempotently, paid by the sender) when it does not exist. Also what such a send
 * costs. Built with @solana/web3.js 2.0 alone (./instructions), in a chunk loaded only when a Solana send is made.
 */
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type IInstruction,
} from '@solana/web3.js';
import { associatedTokenAddress, createAssociatedTokenIdempotentInstruction, transferCheckedInstruction, transferSolInstruction } from './instructions';
import type { ChainRpc } from '../rpc';
import { RpcReplyInvalidError } from '../../errors/request';
import { NoTokenAccountError } from '../../errors/send';
import { getSolBalance, getTokenAccountsOfMint } from './balance';
import { parseSolanaAddress } from './address';

/** The base fee: lamports per signature (one signer, the sender). */
export const LAMPORTS_PER_SIGNATURE = 5000n;
/** An SPL token account's size, for its rent-exempt deposit. */
const TOKEN_ACCOUNT_BYTES = 165;

export type SplMint = { address: string; decimals: number };

export type SolanaSendCosts = {
  /** Lamports the sender holds. */
  native: bigint;
  /** Base units of the mint the sender holds (SPL sends). */
  token?: bigint;
  /** The signature fee plus, when the receiver's token account must be opened, its rent-exempt deposit. */
  fee: bigint;
  opensTokenAccount: boolean;
  /** SOL sends: the least a receiver account that does not exist yet must get (its rent-exempt minimum), else 0. */
  receiverMinimum: bigint;
  /** SOL sends: what the sender must keep for its account to stay rent-exempt (an account may not hold less, save none). */
  senderReserve: bigint;
};

const unreadable = (details: string) => new RpcReplyInvalidError({ details });

async function accountExists(rpc: ChainRpc, key: string): Promise<boolean> {
  const reply = (await rpc.request('getAccountInfo', [key, { encoding: 'base64', commitment: 'confirmed' }])) as { value?: unknown } | null;
  if (!reply || typeof reply !== 'object' || !('value' in reply)) throw unreadable('getAccountInfo did not answer { value }');
  return reply.value !== null;
}

async function rentMinimum(rpc: ChainRpc, bytes: number): Promise<bigint> {
  const reply = await rpc.request('getMinimumBalanceForRentExemption', [bytes]);
  if (typeof reply !== 'number' || !Number.isSafeInteger(reply) || reply < 0) throw unreadable('getMinimumBalanceForRentExemption did not answer lamports');
  return BigInt(reply);
}

const receiverTokenAccount = (to: string, mint: string) => associatedTokenAddress(to as Address, mint as Address);

/** What the sender holds and what the send costs; `to` may be unknown yet (the Max of an empty form). */
export async function solanaSendCosts(rpc: ChainRpc, from: string, to: string | undefined, mint?: SplMint): Promise<SolanaSendCosts> {
  const native = await getSolBalance(rpc, from);
  if (!mint) {
    const reserve = await rentMinimum(rpc, 0);
    const receiverMinimum = to && !(await accountExists(rpc, parseSolanaAddress(to))) ? reserve : 0n;
    return { native, fee: LAMPORTS_PER_SIGNATURE, opensTokenAccount: false, receiverMinimum, senderReserve: reserve };
  }
  const accounts = await getTokenAccountsOfMint(rpc, from, mint.address);
  const opensTokenAccount = to !== undefined && !(await accountExists(rpc, await receiverTokenAccount(parseSolanaAddress(to), mint.address)));
  const deposit = opensTokenAccount ? await rentMinimum(rpc, TOKEN_ACCOUNT_BYTES) : 0n;
  return { native, token: accounts[0]?.amount ?? 0n, fee: LAMPORTS_PER_SIGNATURE + deposit, opensTokenAccount, receiverMinimum: 0n, senderReserve: 0n };
}

/** The unsigned wire transaction moving `amount` (lamports, or base units of `mint`) from `from` to `to`. */
export async function buildSolanaTransfer(rpc: ChainRpc, from: string, to: string, amount: bigint, mint?: SplMint): Promise<Uint8Array> {
  const sender = parseSolanaAddress(from) as Address;
  const receiver = parseSolanaAddress(to) as Address;
  const instructions: IInstruction[] = [];
  if (!mint) {
    instructions.push(transferSolInstruction({ source: sender, destination: receiver, amount }));
  } else {
    const mintAddress = parseSolanaAddress(mint.address) as Address;
    const [source] = await getTokenAccountsOfMint(rpc, from, mint.address);
    // Whether it still holds the amount is the chain's to say when it runs (the review checked it a moment ago).
    if (!source) throw new NoTokenAccountError({ details: 'the sender holds no account of this token' });
    const destination = await receiverTokenAccount(receiver, mintAddress);
    instructions.push(
      createAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner: receiver, mint: mintAddress }),
      transferCheckedInstruction({ source: source.pubkey as Address, mint: mintAddress, destination, authority: sender, amount, decimals: mint.decimals }),
    );
  }
  const reply = (await rpc.request('getLatestBlockhash', [{ commitment: 'confirmed' }])) as {
    value?: { blockhash?: unknown; lastValidBlockHeight?: unknown };
  } | null;
  const blockhash = reply?.value?.blockhash;
  const height = reply?.value?.lastValidBlockHeight;
  if (typeof blockhash !== 'string' || typeof height !== 'number') throw unreadable('getLatestBlockhash did not answer { blockhash, lastValidBlockHeight }');
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sender, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: parseSolanaAddress(blockhash) as Blockhash, lastValidBlockHeight: BigInt(height) }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)));
}
