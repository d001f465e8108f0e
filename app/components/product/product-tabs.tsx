import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated.ts';

export interface TabSpec {
  key: string;
  label: string;
  content: ReactNode;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The ARIA tabs pattern with automatic activation and a roving tabindex. Every panel is in the
 * server's HTML and stays visible until the page is hydrated, so the content is there for
 * crawlers and for visitors without script.
 */
export function ProductTabs({ tabs }: { tabs: TabSpec[] }) {
  const { t } = useTranslation();
  const baseId = useId();
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const ids = (tab: TabSpec) => ({ tab: `${baseId}-tab-${tab.key}`, panel: `${baseId}-panel-${tab.key}` });

  function onKeyDown(event: KeyboardEvent) {
    const next = keyMoves[event.key]?.(active, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      {/* oxlint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take the focus (roving tabindex); the list only hears their arrow keys */}
      <div role="tablist" aria-label={t('productPage.tabs')} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={ids(tab).tab}
            aria-selected={index === active}
            aria-controls={ids(tab).panel}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className="-mb-px min-h-11 shrink-0 focus-visible:-outline-offset-3 border-b-3 border-transparent px-4 text-sm font-bold uppercase tracking-wide text-muted hover:text-ink aria-selected:border-olive-800 aria-selected:text-ink"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={ids(tab).panel}
          aria-labelledby={ids(tab).tab}
          tabIndex={0}
          hidden={hydrated && index !== active}
          className="py-6 focus-visible:outline-offset-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
