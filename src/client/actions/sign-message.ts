/** Signs a text message with the active namespace's account (personal_sign on EVM). */
import { MESSAGES, WalletModalError, toWalletModalError } from '../../errors';
import { accountAtoms, activeNamespaceAtom } from '../../state/account';
import type { ClientContext } from '../context';

const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/;

function utf8ToHex(message: string): string {
  return `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export async function signMessage(ctx: ClientContext, message: string): Promise<string> {
  if (typeof message !== 'string' || message.length === 0) {
    throw new WalletModalError('UNKNOWN', MESSAGES.invalidInput, { details: 'The message must be a non-empty string' });
  }
  const namespace = ctx.store.get(activeNamespaceAtom);
  const account = ctx.store.get(accountAtoms[namespace]);
  const session = ctx.sessions.get(namespace);
  if (account.status !== 'connected' || !session) {
    throw new WalletModalError('NOT_CONNECTED', MESSAGES.addressOrAuthConnectorNotFound);
  }
  try {
    const signature = await session.connector.request({ method: 'personal_sign', params: [utf8ToHex(message), account.address] });
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
      throw new WalletModalError('WALLET_REPLY_INVALID', MESSAGES.anErrorOccurred, { details: 'The wallet returned a malformed signature' });
    }
    return signature;
  } catch (error) {
    throw toWalletModalError(error);
  }
}
