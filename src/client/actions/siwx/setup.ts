/** What the sign-in chunk's parts share: the site's config (its hooks checked), the data service, the account. */
import type { ChainNamespace } from '../../../chains/namespaces';
import { SignInSetupError } from '../../../errors/connection';
import type { ServiceClientOptions } from '../../../services/service-call';
import { accountAtoms, type ConnectedAccount } from '../../../state/account';
import { optionsAtom } from '../../../state/options';
import { siwxSetupAtom, type SiwxSetup } from '../../../state/siwx';
import type { ClientContext } from '../../context';
import { contextServerMessages } from '../../server-messages';

export const SIGN_IN_VIEWS: readonly string[] = ['SIWXSignMessage', 'ConnectingSiwe'];

export const failure = (details: string) => new SignInSetupError({ details });

const HOOKS = { siwx: ['createMessage', 'verify', 'getSessions'], siwe: ['getNonce', 'verifyMessage'] } as const;

/** The site's config, its hooks checked: the element takes any object, and a missing hook shows in the view. */
export function siteSetup(ctx: ClientContext): SiwxSetup | undefined {
  const setup = ctx.store.get(siwxSetupAtom);
  const missing = setup && HOOKS[setup.kind].find((hook) => typeof (setup.config as unknown as Record<string, unknown>)[hook] !== 'function');
  if (missing) throw failure(`The ${setup.kind === 'siwx' ? 'siwx' : 'siweConfig'} property needs a ${missing} function`);
  return setup;
}

export function serviceOptions(ctx: ClientContext): ServiceClientOptions | undefined {
  const { apiUrl, projectId } = ctx.store.get(optionsAtom);
  if (!apiUrl) return undefined;
  return { baseUrl: apiUrl, ...(projectId ? { projectId } : {}), onServerMessage: contextServerMessages(ctx) };
}

export function connectedAccount(ctx: ClientContext, namespace: ChainNamespace): ConnectedAccount | undefined {
  const account = ctx.store.get(accountAtoms[namespace]);
  return account.status === 'connected' ? account : undefined;
}
