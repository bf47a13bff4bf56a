/**
 * The client's ear for SPEC §8's server messages (services/server-message.ts): each service call it makes hears them
 * and shows the alert each maps to, once per page.
 */
import type { AlertCode } from '../errors';
import { SERVER_MESSAGE_ALERTS } from '../services/server-message';
import { raiseAlert } from './alerts';
import type { ClientContext } from './context';

type Raise = (code: AlertCode, details: string) => unknown;

export function onServerMessage(raise: Raise): (message: string) => void {
  return (message) => {
    const code = SERVER_MESSAGE_ALERTS[message];
    if (code) raise(code, `a service answered '${message}'`);
  };
}

/** The same, raising the alerts on an action's context. */
export const contextServerMessages = (ctx: ClientContext) => onServerMessage((code, details) => raiseAlert(ctx, code, details));
