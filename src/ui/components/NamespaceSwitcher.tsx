import { useAtomValue } from 'jotai/react';
import { NAMESPACE_LABELS } from '../../chains/namespaces';
import { connectableNamespaces } from '../../client/networks';
import { activeNamespaceAtom, connectedNamespacesAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';

/** Picks which of the setup's namespaces the view shows; drawn only when there is more than one. */
export function NamespaceSwitcher() {
  const client = useClient();
  const { t } = useI18n();
  const namespaces = connectableNamespaces(useAtomValue(optionsAtom));
  const active = useAtomValue(activeNamespaceAtom);
  const connected = useAtomValue(connectedNamespacesAtom);
  if (namespaces.length < 2) return null;
  return (
    <div className="wm-segments" role="group" aria-label={t('namespace.group')}>
      {namespaces.map((namespace) => (
        <button
          key={namespace}
          type="button"
          className="wm-segment"
          aria-pressed={namespace === active}
          data-testid={`wm-namespace-${namespace}`}
          onClick={() => client.selectNamespace(namespace)}
        >
          {NAMESPACE_LABELS[namespace]}
          {connected.includes(namespace) && <span className="wm-dot" role="img" aria-label={t('namespace.connected')} />}
        </button>
      ))}
    </div>
  );
}
