/**
 * Send (issue 11 point 2): the form's text becomes a checked SendReview (prepareSend), then the wallet signs it
 * (confirmSend) through sendTransaction, so the pending list and `wm-transaction` follow sends from the view too.
 * EVM: native and ERC-20; Solana: SOL and SPL (its transaction code loads only for a Solana send).
 * Every refusal is a WalletModalError whose shortMessage the view shows as it is.
 */
import { parseCaipNetworkId } from '../../chains/caip';
import { getNativeBalance } from '../../chains/eip155/balance';
import { hasSendRequirements, isGasInsufficient } from '../../chains/send/checks';
import { hasChecksum, readReceiver } from '../../chains/send/receiver';
import type { WalletModalError } from '../../errors';
import { NotConnectedError } from '../../errors/connection';
import { InvalidInputError } from '../../errors/request';
import {
  AmountRequiredError,
  BadChecksumError,
  InsufficientBalanceError,
  InsufficientForTotalError,
  InsufficientGasError,
  InvalidAmountAndReceiverError,
  InvalidEvmAddressError,
  KeepRentError,
  NameNotFoundError,
  NamesNeedServiceError,
  ReceiverRequiredError,
  RentExemptError,
  TooManyDecimalsError,
  UnsupportedChainError,
} from '../../errors/send';
import { toWalletModalError } from '../../errors/rpc';
import type { RpcTransport } from '../../services/json-rpc';
import { intlLocaleOf } from '../../i18n/locales';
import { activeAccountAtom, type ConnectedAccount } from '../../state/account';
import { localeAtom } from '../../state/locale';
import { optionsAtom } from '../../state/options';
import { resetAtom } from '../../state/router';
import { EMPTY_SEND_FORM, sendFormAtom } from '../../state/send-form';
import { sendReviewAtom, type SendInput, type SendReview, type SendToken } from '../../state/send-review';
import { parseAmount, toDecimalText } from '../../validate/amount';
import type { ClientContext } from '../context';
import { findNetwork } from '../networks';
import { networkTransport } from './rpc-transport';
import { sendTransaction } from './send-transaction';
import { withTransactionToasts } from './transaction-toasts';
import * as MESSAGES from '../../messages';
import type { ActionParameters } from './action-types';
import type { WalletReply } from '../types';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';

export type PrepareSendReturnType = SendReview;
export type PrepareSendErrorType = WalletModalError;

/** The native Max keeps this share more than the estimated fee back, in case the fee rises before the wallet signs. */
const FEE_HEADROOM_PERCENT = 20n;

/** 'eip155:1:0xabc' → '0xabc'; a plain address stays as it is. */
const plainAddress = (address: string) => address.split(':').pop() ?? address;

function connectedAccount(ctx: ClientContext): ConnectedAccount {
  const account = ctx.store.get(activeAccountAtom);
  if (account.status !== 'connected') throw new NotConnectedError();
  return account;
}

/** SPEC §6: smart accounts skip the gas-funds check. */
const isSmartAccount = (account: ConnectedAccount) =>
  account.preferredAccountType === 'smartAccount' || account.allAccounts.some((a) => a.address === account.address && a.type === 'smartAccount');

function tokenOf(account: ConnectedAccount, tokenAddress: string | undefined, native: SendToken): SendToken {
  if (!tokenAddress) return native;
  const token = account.tokenBalance.find((t) => t.address === tokenAddress);
  if (!token?.address) throw new InvalidInputError();
  return { symbol: token.symbol, decimals: token.quantity.decimals, address: plainAddress(token.address) };
}

/** A typed name's address on the account's chain, through the data service (the account-data chunk has the registry's client). */
async function resolveReceiverName(ctx: ClientContext, name: string, chainId: number): Promise<string> {
  if (!ctx.store.get(optionsAtom).apiUrl) throw new NamesNeedServiceError();
  const address = await (await import('./account-data')).resolveAccountName(ctx, name, chainId);
  if (!address || !/^0x[0-9a-fA-F]{40}$/.test(address)) throw new NameNotFoundError({ name });
  const { getAddress } = await import('ethers/address');
  return getAddress(address.toLowerCase());
}

/** SPEC §5: 40 hex characters with an optional 0x; a mixed-case address must carry a right EIP-55 checksum. */
async function checkedEvmAddress(address: string): Promise<string> {
  const { getAddress } = await import('ethers/address');
  const checksummed = getAddress(address.toLowerCase());
  if (hasChecksum(address) && checksummed !== address) throw new BadChecksumError();
  return checksummed;
}

/** The amount as the modal's visitor writes numbers (validate/amount.ts): the view's field and this read it alike. */
function readAmount(locale: string, text: string, token: SendToken, solana: boolean): bigint {
  const parsed = parseAmount(text, token.decimals, locale);
  if ('value' in parsed) return parsed.value;
  if (solana) throw new InvalidAmountAndReceiverError();
  if (parsed.problem === 'decimals') throw new TooManyDecimalsError({ decimals: token.decimals });
  throw new AmountRequiredError();
}

type Draft = {
  locale: string;
  account: ConnectedAccount;
  rpc: RpcTransport;
  token: SendToken;
  native: SendToken & { address?: undefined };
  receiver: string | undefined;
  receiverName?: string;
  input: SendInput;
};

export type PrepareSendParameters = ActionParameters<typeof prepareSend>;
/** Checks the form, resolves a name, reads balances and the fee from the chain: the review, or a refusal saying why. */
export async function prepareSend(ctx: ClientContext, input: SendInput): Promise<SendReview> {
  const account = connectedAccount(ctx);
  const { namespace, reference } = parseCaipNetworkId(account.caipNetworkId);
  const network = findNetwork(ctx.store.get(optionsAtom), account.caipNetworkId);
  const rpc = networkTransport(ctx, account.caipNetworkId);
  if ((namespace !== 'eip155' && namespace !== 'solana') || !network || !rpc) throw new UnsupportedChainError();
  const native = { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals };
  const token = tokenOf(account, input.tokenAddress, native);

  const typed = readReceiver(namespace, input.receiver, namespace === 'solana' ? (await import('./solana')).isSolanaAddress : undefined);
  const maxBeforeReceiver = typed.kind === 'empty' && input.amount === 'max';
  let receiver: string | undefined;
  let receiverName: string | undefined;
  if (typed.kind === 'address') receiver = namespace === 'eip155' ? await checkedEvmAddress(typed.address) : typed.address;
  else if (typed.kind === 'name') {
    receiverName = typed.name;
    receiver = await resolveReceiverName(ctx, typed.name, Number(reference));
  } else if (!maxBeforeReceiver) {
    if (namespace === 'solana') throw new InvalidAmountAndReceiverError();
    throw typed.kind === 'empty' ? new ReceiverRequiredError() : new InvalidEvmAddressError();
  }

  const draft: Draft = {
    locale: intlLocaleOf(ctx.store.get(localeAtom).locale),
    account,
    rpc,
    token,
    native,
    receiver,
    ...(receiverName ? { receiverName } : {}),
    input,
  };
  return namespace === 'eip155' ? prepareEvmSend(draft) : prepareSolanaSend(draft);
}

/** Node and wallet failures while reading the chain are ours once, here. */
async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toWalletModalError(error);
  }
}

function gasCheck(account: ConnectedAccount, nativeBalance: bigint, fee: bigint): void {
  if (isGasInsufficient(nativeBalance, fee, isSmartAccount(account))) throw new InsufficientGasError();
}

/** The most of `balance` that can go, keeping the fee (and its headroom) back when the fee is paid from it too. */
function maxAmount(balance: bigint, fee: bigint, feeFromSameBalance: boolean): bigint {
  return feeFromSameBalance ? balance - fee - (fee * FEE_HEADROOM_PERCENT) / 100n : balance;
}

async function prepareEvmSend({ locale, account, rpc, token, native, receiver, receiverName, input }: Draft): Promise<SendReview> {
  const [evm, fees] = await Promise.all([import('../../chains/eip155/transfer'), import('../../chains/eip155/fees')]);
  const from = account.address;
  const [nativeBalance, tokenBalance, feePerGas] = await fromChain(() =>
    Promise.all([
      getNativeBalance(rpc, from),
      token.address ? evm.tokenBalanceOf(rpc, token.address, from) : Promise.resolve(undefined),
      fees.maxFeePerGas(rpc),
    ]),
  );
  const held = tokenBalance ?? nativeBalance;
  const max = input.amount === 'max';
  let amount = max ? held : readAmount(locale, input.amount, token, false);
  if (token.address && amount > held) throw new InsufficientBalanceError({ symbol: token.symbol });
  // The native transfer's gas does not depend on its value: it is estimated with none, so a Max can follow from it.
  const estimateCall = evm.transferCall(receiver ?? from, token.address ? amount : 0n, token.address);
  const gas = await fromChain(() => evm.estimateGas(rpc, from, estimateCall));
  const fee = gas * feePerGas;
  gasCheck(account, nativeBalance, fee);
  if (max) amount = maxAmount(held, fee, !token.address);
  if (amount <= 0n) throw new InsufficientGasError();
  if (!token.address && amount + fee > nativeBalance && !isSmartAccount(account)) {
    throw new InsufficientForTotalError({ symbol: native.symbol });
  }
  const to = receiver ?? '';
  if (
    to &&
    !hasSendRequirements({ receiver: to, amount, gasPrice: feePerGas, decimals: token.decimals, ...(token.address ? { tokenAddress: token.address } : {}) })
  ) {
    throw new AmountRequiredError();
  }
  return {
    namespace: 'eip155',
    caipNetworkId: account.caipNetworkId,
    from,
    token,
    amount,
    receiver: to,
    ...(receiverName ? { receiverName } : {}),
    fee,
    native,
    ...(to ? { call: evm.transferCall(to, amount, token.address) } : {}),
  };
}

async function prepareSolanaSend({ locale, account, rpc, token, native, receiver, input }: Draft): Promise<SendReview> {
  const { buildSolanaTransfer, solanaSendCosts } = await (await import('./solana')).solanaTransfer();
  const mint = token.address ? { address: token.address, decimals: token.decimals } : undefined;
  const costs = await fromChain(() => solanaSendCosts(rpc, account.address, receiver, mint));
  const max = input.amount === 'max';
  // Solana's fee is exact (no headroom); the native Max keeps the sender's account rent-exempt.
  const amount = max ? (mint ? (costs.token ?? 0n) : costs.native - costs.fee - costs.senderReserve) : readAmount(locale, input.amount, token, true);
  gasCheck(account, costs.native, costs.fee);
  if (amount <= 0n) throw new InsufficientGasError();
  if (mint && amount > (costs.token ?? 0n)) throw new InsufficientBalanceError({ symbol: token.symbol });
  if (!mint && amount + costs.fee > costs.native) throw new InsufficientForTotalError({ symbol: native.symbol });
  const left = costs.native - amount - costs.fee;
  if (!mint && left > 0n && left < costs.senderReserve) throw new KeepRentError({ amount: toDecimalText(costs.senderReserve, native.decimals) });
  if (!mint && amount < costs.receiverMinimum) throw new RentExemptError({ amount: toDecimalText(costs.receiverMinimum, native.decimals) });
  const wire = receiver ? await fromChain(() => buildSolanaTransfer(rpc, account.address, receiver, amount, mint)) : undefined;
  return {
    namespace: 'solana',
    caipNetworkId: account.caipNetworkId,
    from: account.address,
    token,
    amount,
    receiver: receiver ?? '',
    fee: costs.fee,
    native,
    ...(costs.opensTokenAccount ? { opensTokenAccount: true } : {}),
    ...(wire ? { wire } : {}),
  };
}

export type ConfirmSendReturnType = WalletReply;

export type ConfirmSendParameters = ActionParameters<typeof confirmSend>;
export type ConfirmSendErrorType = RpcCodeError | NodeError | WalletModalError;
/**
 * The wallet signs and sends the review. Success: 'Transaction started', the form emptied, back to Account.
 * A rejection in the wallet throws with no toast (the view keeps the form and says so); any other failure shows
 * 'Something went wrong' (EVM) or 'Failed to send transaction. Please try again.' (Solana) and throws.
 */
export async function confirmSend(ctx: ClientContext, review: SendReview): Promise<WalletReply> {
  const account = connectedAccount(ctx);
  const solana = review.namespace === 'solana';
  if (account.address !== review.from || account.caipNetworkId !== review.caipNetworkId || !review.receiver) {
    throw new InvalidInputError({ details: 'The account or network changed since the review: review the send again' });
  }
  const hash = await withTransactionToasts(ctx, solana ? MESSAGES.solanaSendFailed : MESSAGES.somethingWentWrong, async () => {
    let tx: Uint8Array | { to: string; value?: string; data?: string };
    if (solana) {
      const rpc = networkTransport(ctx, review.caipNetworkId);
      if (!rpc) throw new UnsupportedChainError();
      const { buildSolanaTransfer } = await (await import('./solana')).solanaTransfer();
      const mint = review.token.address ? { address: review.token.address, decimals: review.token.decimals } : undefined;
      tx = await buildSolanaTransfer(rpc, review.from, review.receiver, review.amount, mint);
    } else {
      if (!review.call) throw new ReceiverRequiredError();
      tx = review.call;
    }
    return sendTransaction(ctx, tx);
  });
  ctx.store.set(sendFormAtom, EMPTY_SEND_FORM);
  ctx.store.set(sendReviewAtom, undefined);
  ctx.store.set(resetAtom, { view: 'Account' });
  return hash;
}
