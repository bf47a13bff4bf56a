/**
 * The RPC requests the frame answers with the user's keys. This first version signs messages (EIP-191 personal_sign,
 * solana_signMessage) and names its accounts and chain; every other method is refused with SPEC §8's 'Requested RPC
 * call is not allowed' until transactions come (issue 21 point 6, through the ApproveTransaction view).
 */
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { base58ToBytes, bytesToBase58 } from '../src/chains/solana/encoding';
import { SOLANA_MAX_MESSAGE_LENGTH } from '../src/constants';
import type { FrameChainId } from '../src/frame-protocol/fields';
import type { JsonValue } from '../src/frame-protocol/schema';
import { isRecord } from '../src/validate/record';
import * as MESSAGES from '../src/messages';
import { Refusal } from './refusal';
import type { WalletKeys } from './keys/wallet-keys';

type RpcCall = { method: string; params?: JsonValue[] | { [key: string]: JsonValue } };

/** The EVM chain id of the frame's network as a hex quantity, or undefined on a non-EVM network. */
function evmChainHex(chainId: FrameChainId): string | undefined {
  const reference = typeof chainId === 'number' ? chainId : chainId.startsWith('eip155:') ? Number(chainId.slice(7)) : Number.NaN;
  return Number.isSafeInteger(reference) ? `0x${reference.toString(16)}` : undefined;
}

/** EIP-191 version 0x45: the signed bytes are '\x19Ethereum Signed Message:\n' + length + message. */
function personalSign(keys: WalletKeys, params: RpcCall['params']): string {
  const [message, signer] = Array.isArray(params) ? params : [];
  if (typeof message !== 'string' || typeof signer !== 'string' || message.length > 2 * 1024 * 1024) throw new Refusal(MESSAGES.invalidParams);
  if (signer.toLowerCase() !== keys.evmAddress.toLowerCase()) throw new Refusal(MESSAGES.unauthorized);
  const bytes = /^0x(?:[0-9a-fA-F]{2})*$/.test(message) ? hexToBytes(message.slice(2)) : utf8ToBytes(message);
  const digest = keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
  const signature = secp256k1.sign(digest, keys.evm);
  return `0x${bytesToHex(signature.toCompactRawBytes())}${(27 + signature.recovery).toString(16)}`;
}

function solanaSignMessage(keys: WalletKeys, params: RpcCall['params']): { signature: string } {
  if (!isRecord(params) || params.pubkey !== keys.solanaAddress) throw new Refusal(MESSAGES.unauthorized);
  const message = base58ToBytes(params.message, SOLANA_MAX_MESSAGE_LENGTH);
  if (!message) throw new Refusal(MESSAGES.invalidParams);
  return { signature: bytesToBase58(ed25519.sign(message, keys.solana)) };
}

export function answerRpc(call: RpcCall, keys: WalletKeys, chainId: FrameChainId): JsonValue {
  switch (call.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [keys.evmAddress];
    case 'eth_chainId': {
      const hex = evmChainHex(chainId);
      if (hex === undefined) throw new Refusal(MESSAGES.chainNotSupported);
      return hex;
    }
    case 'personal_sign':
      return personalSign(keys, call.params);
    case 'solana_signMessage':
      return solanaSignMessage(keys, call.params);
    default:
      throw new Refusal(MESSAGES.rpcCallNotAllowed);
  }
}
