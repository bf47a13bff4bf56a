/**
 * SPEC §2 account tabs: Tokens, NFTs, Activity (the last with SPEC §9's `history` feature). Each panel is its own
 * chunk, prefetched while the Account view shows (LIKELY_NEXT). The tab chosen is the showing's
 * (state/account-tab.ts): the client loads what it shows, so with history off no activity is asked for.
 */
import { Suspense, startTransition } from 'react';
import { useAtom, useAtomValue } from 'jotai/react';
import { accountTabAtom } from '../../../state/account-tab';
import { showingAtom } from '../../../state/showing';
import { SkeletonRows } from '../../components/SkeletonRows';
import { Tabs, type TabItem } from '../../components/Tabs';
import { useI18n } from '../../i18n';
import { useFeatures } from '../../use-features';
import { TAB_PANELS, type TabKey } from './panels';

const TABS = [
  { key: 'tokens', label: 'tabs.tokens' },
  { key: 'nfts', label: 'tabs.nfts' },
  { key: 'activity', label: 'tabs.activity' },
] as const;

export default function AccountTabs() {
  const { t } = useI18n();
  const showing = useAtomValue(showingAtom);
  const [chosen, choose] = useAtom(accountTabAtom);
  const { history } = useFeatures();
  const shown = history ? TABS : TABS.filter((tab) => tab.key !== 'activity');
  const selected: TabKey = chosen.showing === showing && shown.some((tab) => tab.key === chosen.tab) ? chosen.tab : 'tokens';
  const tabs: TabItem<TabKey>[] = shown.map((tab) => ({ key: tab.key, label: t(tab.label) }));
  const Panel = TAB_PANELS[selected];
  return (
    // A switch is a transition: React builds the new panel in slices of a few ms (200 token rows, say) and swaps it in
    // at once, instead of one long task that also tears down the old one (up to 1,000 activity rows).
    <Tabs label={t('account.tabs')} tabs={tabs} selected={selected} onSelect={(tab) => startTransition(() => choose({ showing, tab }))}>
      <Suspense fallback={<SkeletonRows label={t('common.loading')} />}>
        <Panel />
      </Suspense>
    </Tabs>
  );
}
