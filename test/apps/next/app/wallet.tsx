'use client';
// Imported during server rendering too: the package defines nothing and touches no DOM there.
import 'wallet-modal';
import { useEffect, useRef, useState } from 'react';

export function Wallet({ attributes }: { attributes: Record<string, string> }) {
  const modal = useRef<HTMLElementTagNameMap['wallet-modal']>(null);
  const [address, setAddress] = useState<string>();
  useEffect(() => {
    const element = modal.current;
    if (!element) return;
    const onConnect = (event: HTMLElementEventMap['wm-connect']) => setAddress(event.detail.address);
    element.addEventListener('wm-connect', onConnect);
    return () => element.removeEventListener('wm-connect', onConnect);
  }, []);
  return (
    <>
      <wallet-modal
        ref={modal}
        project-id="next-app"
        networks={attributes.networks}
        default-network={attributes['default-network']}
        rpc-urls={attributes['rpc-urls']}
        relay-url={attributes['relay-url']}
        catalogue-url={attributes['catalogue-url']}
        api-url={attributes['api-url']}
        theme="light"
      />
      <p data-testid="app-address">{address ?? 'not connected'}</p>
    </>
  );
}
