/** The connector that logs in (capability `login`): the active namespace's, else the first; and the way its views are shown. */
import type { AccountLogin, Connector } from '../../../connectors/connector';
import { ConnectorNotFoundError } from '../../../errors/connection';
import { activeNamespaceAtom } from '../../../state/account';
import { connectorsAtom } from '../../../state/connection';
import { currentRouteAtom, isOpenAtom, openAtom, pushAtom, replaceAtom } from '../../../state/router';
import type { Route } from '../../../state/routes';
import type { ClientContext } from '../../context';
import type { ActionParameters, ActionReturnType } from '../action-types';

export type LoginConnector = Connector & { login: AccountLogin };

export type LoginConnectorParameters = ActionParameters<typeof loginConnector>;
export type LoginConnectorReturnType = ActionReturnType<typeof loginConnector>;
export type LoginConnectorErrorType = ConnectorNotFoundError;
export function loginConnector(ctx: ClientContext): LoginConnector {
  const candidates = ctx.store.get(connectorsAtom).filter((c): c is LoginConnector => c.login !== undefined);
  const active = ctx.store.get(activeNamespaceAtom);
  const found = candidates.find((c) => c.namespace === active) ?? candidates[0];
  if (!found) throw new ConnectorNotFoundError({ details: 'Email and social login need the frame-url attribute' });
  return found;
}

export type ShowLoginViewParameters = ActionParameters<typeof showLoginView>;
export type ShowLoginViewReturnType = ActionReturnType<typeof showLoginView>;
export type ShowLoginViewErrorType = never;
/** Shows a login step: in place of the same view (a resend, a retry), else over the one before (Back returns to it). */
export function showLoginView(ctx: ClientContext, route: Route): void {
  const { store } = ctx;
  if (!store.get(isOpenAtom)) store.set(openAtom, route);
  else store.set(store.get(currentRouteAtom)?.view === route.view ? replaceAtom : pushAtom, route);
}
