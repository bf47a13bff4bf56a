import { Wallet } from './wallet';

// Rendered per request on the server: the stack's URLs come from the environment the test starts `next start` with.
export const dynamic = 'force-dynamic';

export default function Page() {
  const attributes = JSON.parse(process.env.WM_APP_ATTRIBUTES ?? '{}') as Record<string, string>;
  return (
    <main>
      <h1>Next.js</h1>
      <Wallet attributes={attributes} />
    </main>
  );
}
