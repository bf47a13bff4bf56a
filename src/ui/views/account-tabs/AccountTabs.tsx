/** SPEC §2 account tabs: Tokens, NFTs, Activity. Each panel is its own chunk, prefetched while the Account view shows (LIKELY_NEXT). */
import { Suspense, useState } from 'react';
import { SkeletonRows } from '../../components/SkeletonRows';
import { Tabs, type TabItem } from '../../components/Tabs';
import { TAB_PANELS, type TabKey } from './panels';

const TABS: readonly TabItem<TabKey>[] = [
  { key: 'tokens', label: 'Tokens' },
  { key: 'nfts', label: 'NFTs' },
  { key: 'activity', label: 'Activity' },
];

export default function AccountTabs() {
  const [selected, setSelected] = useState<TabKey>('tokens');
  const Panel = TAB_PANELS[selected];
  return (
    <Tabs label="Account" tabs={TABS} selected={selected} onSelect={setSelected}>
      <Suspense fallback={<SkeletonRows label="Loading" />}>
        <Panel />
      </Suspense>
    </Tabs>
  );
}
