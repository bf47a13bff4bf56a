/** SPEC §2 account tabs: Tokens, NFTs, Activity. Each panel is its own chunk, fetched when the tabs first show. */
import { Suspense, lazy, useEffect, useState } from 'react';
import { SkeletonRows } from '../../components/SkeletonRows';
import { Tabs, type TabItem } from '../../components/Tabs';

type TabKey = 'tokens' | 'nfts' | 'activity';
const TABS: readonly TabItem<TabKey>[] = [
  { key: 'tokens', label: 'Tokens' },
  { key: 'nfts', label: 'NFTs' },
  { key: 'activity', label: 'Activity' },
];

const loaders = {
  tokens: () => import('./TokensTab'),
  nfts: () => import('./NftsTab'),
  activity: () => import('./ActivityTab'),
} satisfies Record<TabKey, unknown>;
const PANELS = { tokens: lazy(loaders.tokens), nfts: lazy(loaders.nfts), activity: lazy(loaders.activity) };

export default function AccountTabs() {
  const [selected, setSelected] = useState<TabKey>('tokens');
  // The other tabs are likely next: fetch their code now so that a switch never waits on it.
  useEffect(() => {
    for (const load of Object.values(loaders)) void load();
  }, []);
  const Panel = PANELS[selected];
  return (
    <Tabs label="Account" tabs={TABS} selected={selected} onSelect={setSelected}>
      <Suspense fallback={<SkeletonRows label="Loading" />}>
        <Panel />
      </Suspense>
    </Tabs>
  );
}
