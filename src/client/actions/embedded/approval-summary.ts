/**
 * What a wallet request asks to sign, read for the ApproveTransaction view (state/approval.ts holds it) (issue 21 point 6): a message as its text
 * (or its bytes when they are not text), typed data by its domain and type, a transaction by its call (the review's
 * simulation decodes its transfers and approvals). Anything else is shown as its bounded JSON. Never trusted: every
 * shape is checked, and text is shown as text, never as markup.
 */
import { base58ToBytes, base64ToBytes } from '../../../chains/solana/encoding';
import { SOLANA_MAX_MESSAGE_LENGTH, SOLANA_MAX_TRANSACTION_BYTES } from '../../../constants';
import type { ApprovalRequest, ApprovalSummary } from '../../../state/approval';
import { isRecord } from '../../../validate/record';
import { parseEvmTransaction } from '../transaction-request';

/** What the view shows of a long text at most: a request is bounded, the screen more so. */
const MAX_SHOWN = 4000;
const bounded = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/** UTF-8 text with no control character but line breaks and tabs, or undefined. */
function textOf(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && char !== '\n' && char !== '\t' && char !== '\r') || code === 0x7f) return undefined;
  }
  return text;
}

const hexBytes = (hex: string) => Uint8Array.from(hex.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function json(value: unknown): string {
  try {
    return bounded(JSON.stringify(value, null, 2) ?? '');
  } catch {
    return '';
  }
}

function personalMessage(params: unknown): ApprovalSummary {
  const [message] = Array.isArray(params) ? params : [];
  if (typeof message !== 'string') return { kind: 'other', text: json(params) };
  // Text as it is; hex as the text it encodes, when it is text (a long one only as hex: it is cut for the screen anyway).
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(message) || message.length > 64 * 1024) return { kind: 'message', text: bounded(message) };
  return { kind: 'message', text: bounded(textOf(hexBytes(message)) ?? message) };
}

function solanaMessage(params: unknown): ApprovalSummary {
  const message = isRecord(params) ? params.message : undefined;
  const bytes = base58ToBytes(message, SOLANA_MAX_MESSAGE_LENGTH);
  if (!bytes) return { kind: 'other', text: json(params) };
  return { kind: 'message', text: bounded(textOf(bytes) ?? String(message)) };
}

function typedData(params: unknown): ApprovalSummary {
  const [, data] = Array.isArray(params) ? params : [];
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return { kind: 'other', text: json(params) };
    }
  }
  if (!isRecord(value)) return { kind: 'other', text: json(params) };
  const domain = isRecord(value.domain) && typeof value.domain.name === 'string' ? value.domain.name : undefined;
  const primaryType = typeof value.primaryType === 'string' ? value.primaryType : undefined;
  return { kind: 'typedData', domain, primaryType, text: json(value.message) };
}

function evmTransaction(params: unknown): ApprovalSummary {
  const [tx] = Array.isArray(params) ? params : [];
  try {
    return { kind: 'evmTransaction', call: parseEvmTransaction(tx) };
  } catch {
    return { kind: 'other', text: json(params) };
  }
}

function solanaTransaction(params: unknown): ApprovalSummary {
  const transaction = base64ToBytes(isRecord(params) ? params.transaction : undefined, SOLANA_MAX_TRANSACTION_BYTES);
  return transaction ? { kind: 'solanaTransaction', transaction } : { kind: 'other', text: json(params) };
}

const READERS: Readonly<Record<string, (params: unknown) => ApprovalSummary>> = {
  personal_sign: personalMessage,
  solana_signMessage: solanaMessage,
  eth_signTypedData_v4: typedData,
  eth_sendTransaction: evmTransaction,
  solana_signTransaction: solanaTransaction,
  solana_signAndSendTransaction: solanaTransaction,
};

export function summarizeApproval({ method, params }: Pick<ApprovalRequest, 'method' | 'params'>): ApprovalSummary {
  return Object.hasOwn(READERS, method) ? READERS[method]!(params) : { kind: 'other', text: json(params) };
}
