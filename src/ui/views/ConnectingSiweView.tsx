/** SPEC view ConnectingSiwe: waiting while the wallet signs the sign-in message and the signature is checked. */
import { useAtomValue } from 'jotai/react';
import { activeNamespaceAtom, accountAtoms } from '../../state/account';
import { connectorsAtom } from '../../state/connection';

export default function ConnectingSiweView() {
  const account = useAtomValue(accountAtoms[useAtomValue(activeNamespaceAtom)]);
  const connectors = useAtomValue(connectorsAtom);
  const name = (account.status === 'connected' && connectors.find((c) => c.id === account.connectorId)?.name) || 'your wallet';
  return (
    <div className="wm-center" aria-busy="true" data-testid="wm-siwx-signing">
      <span className="wm-spinner" aria-hidden="true" />
      <p role="status">Sign the message in {name}</p>
      <p className="wm-muted">Signing proves you own this account. It costs nothing and sends no transaction.</p>
    </div>
  );
}
