import 'wallet-modal';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The test's local stack; a site writes these values in its JSX. */
const stack = (window as { __APP__?: Record<string, string> }).__APP__ ?? {};

function App() {
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
    <main>
      <h1>React</h1>
      <wallet-modal
        ref={modal}
        project-id="react-app"
        networks={stack.networks}
        default-network={stack['default-network']}
        rpc-urls={stack['rpc-urls']}
        relay-url={stack['relay-url']}
        catalogue-url={stack['catalogue-url']}
        api-url={stack['api-url']}
        theme="light"
      />
      <p data-testid="app-address">{address ?? 'not connected'}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
