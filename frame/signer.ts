/**
 * The RPC requests the frame answers with the user's keys (RPC_REQUEST). It signs, and only signs: it has no chain
 * RPC, so it never reads a nonce or a fee and never broadcasts. The modal shows each request in its ApproveTransaction
 * view first, completes a transaction over the chain's RPC, then asks the frame to sign it and broadcasts the result
 * (src/connectors/embedded/requests.ts). What it signs, each checked whole before signing (sign-evm.ts, sign-solana.ts):
 * - EVM: personal_sign (EIP-191), eth_signTypedData_v4 (EIP-712, a domain chain id must be the request's chain) and
 *   eth_signTransaction, the frame's own method for a completed transaction (every field present and bounded, from
 *   this wallet, on the request's chain), answering the raw signed transaction;
 * - Solana: solana_signMessage, solana_signTransaction and solana_signAllTransactions (wire transactions the key is a
 *   required signer of).
 * It names its accounts and chain. Anything else (eth_sendTransaction, solana_signAndSendTransaction, batches, user
 * operations, permissions) is refused with SPEC §8's 'Requested RPC call is not allowed'; bad params with 'Missing or
 * invalid parameters.' and another signer with the unauthorized words.
 */
import type { FrameChainId } from '../src/frame-protocol/fields';
import type { JsonValue } from '../src/frame-protocol/schema';
import * as MESSAGES from '../src/messages';
import type { WalletKeys } from './keys/wallet-keys';
import { Refusal } from './refusal';
import { personalSign, signTransaction, signTypedData } from './sign-evm';
import { solanaSignAllTransactions, solanaSignMessage, solanaSignTransaction } from './sign-solana';

type RpcCall = { method: string; params?: JsonValue[] | { [key: string]: JsonValue } };

/** The EVM chain id of the frame's network, or undefined on a non-EVM network. */
function evmChainId(chainId: FrameChainId): bigint | undefined {
  const reference = typeof chainId === 'number' ? chainId : chainId.startsWith('eip155:') ? Number(chainId.slice(7)) : Number.NaN;
  return Number.isSafeInteger(reference) && reference >= 0 ? BigInt(reference) : undefined;
}

export function answerRpc(call: RpcCall, keys: WalletKeys, chainId: FrameChainId): JsonValue {
  switch (call.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [keys.evmAddress];
    case 'eth_chainId': {
      const id = evmChainId(chainId);
      if (id === undefined) throw new Refusal(MESSAGES.chainNotSupported);
      return `0x${id.toString(16)}`;
    }
    case 'personal_sign':
      return personalSign(keys, call.params);
    case 'eth_signTypedData_v4':
      return signTypedData(keys, call.params, evmChainId(chainId));
    case 'eth_signTransaction':
      return signTransaction(keys, call.params, evmChainId(chainId));
    case 'solana_signMessage':
      return solanaSignMessage(keys, call.params);
    case 'solana_signTransaction':
      return solanaSignTransaction(keys, call.params);
    case 'solana_signAllTransactions':
      return solanaSignAllTransactions(keys, call.params);
    default:
      throw new Refusal(MESSAGES.rpcCallNotAllowed);
  }
}
