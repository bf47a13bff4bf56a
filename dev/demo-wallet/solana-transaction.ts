// Reading and signing the wire transactions a site hands the Demo Wallet: decoded first, so the person sees what
// they approve and a malformed or foreign transaction fails with a clear error before any prompt.
import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Address,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
import { invalidParams } from './errors';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** The System program's Transfer instruction: a u32 discriminator (2) then the lamports as a u64, little-endian. */
const SYSTEM_TRANSFER = 2;
const LAMPORTS_PER_SOL = 1_000_000_000n;

type AnyCompiledMessage = ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
/** The versions this wallet supports (its supportedTransactionVersions), with the lifetime every decoded message has. */
type CompiledMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & Pick<AnyCompiledMessage, 'lifetimeToken'>;
type CompiledInstruction = CompiledMessage['instructions'][number];

export type DecodedTransaction = { transaction: Transaction; message: CompiledMessage; summary: string };

/**
 * Decodes wire bytes (signatures then message) and checks the wallet can sign them: a version this wallet
 * supports, and a signer slot for its own account.
 */
export function decodeTransaction(bytes: Uint8Array, signer: Address): DecodedTransaction {
  let transaction: Transaction;
  let decoded: AnyCompiledMessage;
  try {
    transaction = getTransactionDecoder().decode(bytes);
    decoded = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch (cause) {
    throw invalidParams(`transaction is not a Solana wire transaction (${(cause as Error).message})`);
  }
  if (decoded.version !== 'legacy' && decoded.version !== 0) {
    throw invalidParams(`transaction version ${String(decoded.version)} is not supported (legacy and 0 are)`);
  }
  const message: CompiledMessage = decoded;
  const signers = Object.keys(transaction.signatures);
  if (!signers.includes(signer)) {
    throw invalidParams(`the transaction does not ask ${signer} to sign; its signers are ${signers.join(', ') || 'none'}`);
  }
  return { transaction, message, summary: summarise(message, signer) };
}

/** Fills the wallet's own signature slot, leaving any other signer's slot as it came. */
export async function signDecoded(transaction: Transaction, keyPair: CryptoKeyPair): Promise<Transaction> {
  return partiallySignTransaction([keyPair], transaction);
}

export function encodeTransaction(transaction: Transaction): Uint8Array {
  // A copy: the encoder's output type is read-only, the Wallet Standard's output a plain Uint8Array.
  return new Uint8Array(getTransactionEncoder().encode(transaction));
}

function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL;
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`;
}

/** A v0 transaction may name accounts through lookup tables the wallet does not fetch: those are shown by index. */
function accountAt(message: CompiledMessage, index: number | undefined): string {
  if (index === undefined) return '(missing account)';
  return message.staticAccounts[index] ?? `(lookup-table account #${index})`;
}

function describeInstruction(message: CompiledMessage, instruction: CompiledInstruction, signer: Address): string {
  const program = accountAt(message, instruction.programAddressIndex);
  const data = instruction.data ?? new Uint8Array();
  const accounts = instruction.accountIndices ?? [];
  if (program === SYSTEM_PROGRAM && data.length === 12) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (view.getUint32(0, true) === SYSTEM_TRANSFER) {
      const from = accountAt(message, accounts[0]);
      const to = accountAt(message, accounts[1]);
      const you = (a: string) => (a === signer ? `${a} (you)` : a);
      return `Transfer ${formatSol(view.getBigUint64(4, true))}\n   from ${you(from)}\n   to ${you(to)}`;
    }
  }
  return `Program ${program}: ${accounts.length} account(s), ${data.length} byte(s) of data`;
}

function summarise(message: CompiledMessage, signer: Address): string {
  const feePayer = message.staticAccounts[0] ?? '(none)';
  const lines = [
    `Version: ${message.version}`,
    `Fee payer: ${feePayer}${feePayer === signer ? ' (you)' : ''}`,
    `Blockhash: ${message.lifetimeToken}`,
    `Instructions (${message.instructions.length}):`,
    ...message.instructions.map((instruction, i) => `${i + 1}. ${describeInstruction(message, instruction, signer)}`),
  ];
  return lines.join('\n');
}
