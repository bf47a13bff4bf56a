import { useAtomValue } from 'jotai/react';
import { connectMethodOrderAtom, connectorListAtom } from '../../state/connection';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { WalletIcon } from '../components/WalletIcon';

/** The wallets found in this browser, in SPEC §2 order. Email and social sign-in come with their own capability. */
export default function ConnectView(_props: { route: RouteOf<'Connect'> }) {
  const client = useClient();
  const items = useAtomValue(connectorListAtom);
  const methods = useAtomValue(connectMethodOrderAtom);
  // Only the wallet method exists in this build; the order still decides where it would sit.
  const sections = methods.filter((method) => method === 'wallet');
  return (
    <>
      {sections.map((method) =>
        items.length === 0 ? (
          <div key={method} className="wm-center" data-testid="wm-no-wallets">
            <p>No wallet found in this browser.</p>
            <p className="wm-muted">Install a browser wallet extension, then reload this page.</p>
          </div>
        ) : (
          <ul key={method} className="wm-list" aria-label="Wallets">
            {items.map(({ connector, group }) => (
              <li key={connector.id}>
                <button
                  type="button"
                  className="wm-list-item"
                  data-testid={`wm-connector-${connector.id}`}
                  onClick={() => client.connect(connector.id).catch(() => undefined)}
                >
                  <WalletIcon name={connector.name} url={connector.imageUrl} />
                  <span className="wm-list-item__name">{connector.name}</span>
                  {group === 'recent' && <span className="wm-tag">Recent</span>}
                  {connector.installed && <span className="wm-tag">Installed</span>}
                </button>
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
