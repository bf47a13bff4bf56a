/** SPEC §2 account tabs: Tokens, NFTs, Activity. Each panel is its own chunk, prefetched while the Account view shows (LIKELY_NEXT). */
import { Suspense, startTransition, useState } from 'react';
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
    // A switch is a transition: React builds the new panel in slices of a few ms (200 token rows, say) and swaps it in
    // at once, instead of one long task that also tears down the old one (up to 1,000 activity rows).
    <Tabs label="Account" tabs={TABS} selected={selected} onSelect={(key) => startTransition(() => setSelected(key))}>
      <Suspense fallback={<SkeletonRows label="Loading" />}>
        <Panel />
      </Suspense>
    </Tabs>
  );
}
