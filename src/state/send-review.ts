/**
 * What Send's review shows and the wallet is asked to sign (WalletSendPreview): made by the client's prepareSend from
 * the form (state/send-form.ts), held here between the two views. Amounts are bigint base units.
 */
import { atom } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/namespaces';

/** The token sent: `address` is its contract or mint (plain, not CAIP-10); none for the native currency. */
export type SendToken = { symbol: string; decimals: number; address?: string };

export type SendReview = {
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  from: string;
  token: SendToken;
  amount: bigint;
  /** The receiver's address (resolved from `receiverName` when a name was typed); empty for a Max asked before it is known. */
  receiver: string;
  receiverName?: string;
  /** The network fee in the native currency's base units: at most what the wallet pays (EVM gas × max fee per gas; Solana the signature fee and any account deposit). */
  fee: bigint;
  native: { symbol: string; decimals: number };
  /** Solana: the fee includes opening the receiver's token account. */
  opensTokenAccount?: boolean;
  /** EVM: what eth_sendTransaction gets. */
  call?: { to: string; value?: string; data?: string };
  /** Solana: the unsigned wire transaction, for the review's simulation; the wallet gets it built again with a fresh blockhash. */
  wire?: Uint8Array;
};

/** The form as the client reads it: `amount` is decimal text, or 'max' for the most that can be sent. */
export type SendInput = { tokenAddress?: string | undefined; receiver: string; amount: string };

export const sendReviewAtom = atom<SendReview | undefined>(undefined);

/** What the review simulates: the exact request the wallet gets (Solana: the same transfer; confirmation builds it again with a fresh blockhash). */
export const sendSimulationAtom = atom((get) => {
  const review = get(sendReviewAtom);
  return review?.namespace === 'solana' ? review.wire : review?.call;
});
