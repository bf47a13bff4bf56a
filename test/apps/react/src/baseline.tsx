// The same React page without wallet-modal: what React alone costs this app (test/e2e/apps.test.ts subtracts it).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [address] = useState<string>();
  return (
    <main>
      <h1>React</h1>
      <p data-testid="app-address">{address ?? 'not connected'}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
