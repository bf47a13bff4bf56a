/**
 * Signs a text message with the active namespace's account: personal_sign on EVM (a 0x signature, or the object the
 * wallet answered, SPEC §5), solana_signMessage on Solana (a base58 ed25519 signature).
 */
import type { WalletModalError } from '../../errors';
import type { ChainNamespace } from '../../chains/namespaces';
import type { Connector } from '../../connectors/connector';
import { AdapterNotFoundError } from '../../errors';
import { NotConnectedError, WalletReplyInvalidError } from '../../errors/connection';
import { InvalidMessageError } from '../../errors/request';
import { toWalletModalError } from '../../errors/rpc';
import { accountAtoms, activeNamespaceAtom, type ConnectedAccount } from '../../state/account';
import type { ClientContext } from '../context';
import type { WalletReply } from '../types';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';
import { classifyWalletReply } from './wallet-reply';

function utf8ToHex(message: string): string {
  return `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const malformed = () => new WalletReplyInvalidError({ details: 'The wallet returned a malformed signature' });

type MessageSigner = (connector: Connector, account: ConnectedAccount, message: string) => Promise<WalletReply>;

const SIGNERS: Partial<Record<ChainNamespace, MessageSigner>> = {
  async eip155(connector, account, message) {
    const reply = await connector.request({ method: 'personal_sign', params: [utf8ToHex(message), account.address] });
    return classifyWalletReply('personal_sign', reply).value;
  },
  async solana(connector, account, message) {
    const { utf8ToBase58, isSolanaSignature } = await import('./solana');
    const reply = await connector.request({ method: 'solana_signMessage', params: { message: utf8ToBase58(message), pubkey: account.address } });
    const signature = (reply as { signature?: unknown } | null)?.signature;
    if (!isSolanaSignature(signature)) throw malformed();
    return signature;
  },
};

export type SignMessageParameters = ActionParameters<typeof signMessage>;
export type SignMessageReturnType = ActionReturnType<typeof signMessage>;
export type SignMessageErrorType = RpcCodeError | NodeError | WalletModalError;
export async function signMessage(ctx: ClientContext, message: string): Promise<WalletReply> {
  if (typeof message !== 'string' || message.length === 0) {
    throw new InvalidMessageError({ details: 'The message must be a non-empty string' });
  }
  const namespace = ctx.store.get(activeNamespaceAtom);
  const account = ctx.store.get(accountAtoms[namespace]);
  const session = ctx.sessions.get(namespace);
  const sign = SIGNERS[namespace];
  if (account.status !== 'connected' || !session) {
    throw new NotConnectedError();
  }
  if (!sign) throw new AdapterNotFoundError({ details: `Signing is not available on ${namespace}` });
  try {
    return await sign(session.connector, account, message);
  } catch (error) {
    throw toWalletModalError(error);
  }
}

export type SignMessageTextParameters = ActionParameters<typeof signMessageText>;
export type SignMessageTextReturnType = ActionReturnType<typeof signMessageText>;
export type SignMessageTextErrorType = SignMessageErrorType;
/**
 * The modal's own flows (sign-in, name registration) send the signature itself to a verifier: an object answer, which
 * the site's signMessage hands back, is of no use to them and is WALLET_REPLY_INVALID here.
 */
export async function signMessageText(ctx: ClientContext, message: string): Promise<string> {
  const reply = await signMessage(ctx, message);
  if (typeof reply !== 'string') throw new WalletReplyInvalidError({ details: 'The wallet answered an object where a signature is needed' });
  return reply;
}
