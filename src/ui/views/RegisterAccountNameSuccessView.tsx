/** SPEC view RegisterAccountNameSuccess: shown while the wallet signs and the name is posted, then the result. */
import { useAtomValue } from 'jotai/react';
import { registrationAtom } from '../../state/account-data';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';

export default function RegisterAccountNameSuccessView({ route }: { route: RouteOf<'RegisterAccountNameSuccess'> }) {
  const client = useClient();
  const registration = useAtomValue(registrationAtom);
  if (registration?.status === 'done') {
    return (
      <div className="wm-center" data-testid="wm-name-registered">
        <p className="wm-title">{registration.name}</p>
        <p className="wm-muted">is now your account's name.</p>
        <button type="button" className="wm-button" onClick={() => client.open({ view: 'Account' })}>
          Back to account
        </button>
      </div>
    );
  }
  return (
    <div className="wm-center" aria-busy="true" data-testid="wm-name-pending">
      <span className="wm-spinner" aria-hidden="true" />
      <p className="wm-muted" role="status">
        {registration?.status === 'posting' ? `Registering ${route.name}…` : `Sign the message in your wallet to register ${route.name}`}
      </p>
    </div>
  );
}
