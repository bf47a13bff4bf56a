/**
 * The WAI-ARIA tabs pattern: a tablist of tabs, each controlling its tabpanel; one tab in the tab order at a time
 * (roving tabindex); Left/Right move between tabs (wrapping; mirrored right to left), Home/End to the first/last; a tab shows its panel
 * as soon as it is focused (automatic activation).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: string };

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const last = tabs.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    // Right to left, the tabs run from the right: the arrow keys follow what the eye sees.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = { ArrowRight: rtl ? previous : next, ArrowLeft: rtl ? next : previous, Home: 0, End: last }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="wm-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            className="wm-tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            data-testid={`wm-tab-${tab.key}`}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          className="wm-tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs pattern makes the panel focusable, so Tab reaches a panel that holds no control.
          tabIndex={0}
          hidden={tab.key !== selected}
          data-testid={`wm-tabpanel-${tab.key}`}
        >
          {tab.key === selected && children}
        </div>
      ))}
    </>
  );
}
