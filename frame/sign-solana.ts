/**
 * What the frame signs with the Solana key (ed25519): messages (solana_signMessage) and wire transactions
 * (solana_signTransaction, solana_signAllTransactions), answered in the SolanaRequests shapes every Solana connector
 * of ours answers (src/chains/solana/requests.ts). A transaction is signed only when its key is one of the
 * transaction's required signers: the signature goes into that signer's slot and the other slots are left as they
 * are. Sending is the modal's (solana_signAndSendTransaction): the frame has no RPC.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { base58ToBytes, base64ToBytes, bytesToBase58, bytesToBase64 } from '../src/chains/solana/encoding';
import { readWireTransaction, signerSlots, withSignature } from '../src/chains/solana/wire-transaction';
import { SOLANA_ADDRESS_MAX_LENGTH, SOLANA_MAX_MESSAGE_LENGTH, SOLANA_MAX_TRANSACTION_BYTES, SOLANA_SIGNATURE_BYTES } from '../src/constants';
import { SOLANA_MAX_TRANSACTIONS_PER_REQUEST } from '../src/constants/transactions';
import type { JsonValue } from '../src/frame-protocol/schema';
import * as MESSAGES from '../src/messages';
import { isRecord } from '../src/validate/record';
import type { WalletKeys } from './keys/wallet-keys';
import { Refusal } from './refusal';

type Params = JsonValue[] | { [key: string]: JsonValue } | undefined;

export function solanaSignMessage(keys: WalletKeys, params: Params): { signature: string } {
  if (!isRecord(params) || params.pubkey !== keys.solanaAddress) throw new Refusal(MESSAGES.unauthorized);
  const message = base58ToBytes(params.message, SOLANA_MAX_MESSAGE_LENGTH);
  if (!message) throw new Refusal(MESSAGES.invalidParams);
  return { signature: bytesToBase58(ed25519.sign(message, keys.solana)) };
}

const isSigned = (signature: Uint8Array) => signature.some((byte) => byte !== 0);

/**
 * Signs one base64 wire transaction: the message is everything after the signatures. Answers the signed transaction
 * and its id, the fee payer's signature (ours when the fee payer has not signed yet, as a wallet that is not the fee
 * payer answers).
 */
function signWire(keys: WalletKeys, value: unknown): { signature: string; transaction: string } {
  const bytes = base64ToBytes(value, SOLANA_MAX_TRANSACTION_BYTES);
  const wire = bytes && readWireTransaction(bytes);
  if (!bytes || !wire) throw new Refusal(MESSAGES.invalidParams);
  const own = ed25519.sign(bytes.subarray(wire.signaturesOffset + wire.signatureCount * SOLANA_SIGNATURE_BYTES), keys.solana);
  const signed = withSignature(bytes, wire, base58ToBytes(keys.solanaAddress, SOLANA_ADDRESS_MAX_LENGTH)!, own);
  if (!signed) throw new Refusal(MESSAGES.unauthorized);
  const feePayer = signerSlots(signed, wire)[0]!.signature;
  return { signature: bytesToBase58(isSigned(feePayer) ? feePayer : own), transaction: bytesToBase64(signed) };
}

export function solanaSignTransaction(keys: WalletKeys, params: Params): { signature: string; transaction: string } {
  if (!isRecord(params)) throw new Refusal(MESSAGES.invalidParams);
  return signWire(keys, params.transaction);
}

/** All or none: one transaction the key may not sign refuses the batch. */
export function solanaSignAllTransactions(keys: WalletKeys, params: Params): { transactions: string[] } {
  const transactions = isRecord(params) ? params.transactions : undefined;
  if (!Array.isArray(transactions) || transactions.length === 0 || transactions.length > SOLANA_MAX_TRANSACTIONS_PER_REQUEST)
    throw new Refusal(MESSAGES.invalidParams);
  return { transactions: transactions.map((transaction) => signWire(keys, transaction).transaction) };
}
