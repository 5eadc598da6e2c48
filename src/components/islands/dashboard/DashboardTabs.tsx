/**
 * Tabs that follow the address (#my-events): without JavaScript, every panel is shown in turn
 * and the tab links jump to them; once the island runs, one panel shows at a time, the address
 * names it (Back and Forward move between tabs), any in-page link to a panel opens it (the
 * summary cards), and the arrow keys move between tabs.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import '../../../styles/panel-tabs.css';

export type DashboardTab = { id: string; label: string; content: ReactNode };

/** The tab an address names, or -1. */
const tabOf = (ids: readonly string[], hash: string) => ids.findIndex((id) => `#${id}` === hash);

export default function DashboardTabs({ label, tabs }: { label: string; tabs: DashboardTab[] }) {
  const scripted = useHydrated();
  const [selected, setSelected] = useState(0);
  const nav = useRef<HTMLElement>(null);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  // The listeners below depend on which tabs there are, not on their content.
  const ids = tabs.map((tab) => tab.id).join(' ');

  useEffect(() => {
    const tabIds = ids.split(' ');
    const follow = () => {
      const index = tabOf(tabIds, location.hash);
      if (index >= 0) setSelected(index);
    };
    follow();
    addEventListener('hashchange', follow);
    addEventListener('popstate', follow);
    return () => {
      removeEventListener('hashchange', follow);
      removeEventListener('popstate', follow);
    };
  }, [ids]);

  // Other in-page links to a panel (a summary card) open it as a new history entry.
  useEffect(() => {
    const tabIds = ids.split(' ');
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest?.('a[href^="#"]');
      if (!(link instanceof HTMLAnchorElement) || link.closest('[data-tablist]')) return;
      const index = tabOf(tabIds, link.hash);
      if (index < 0) return;
      event.preventDefault();
      if (link.hash !== location.hash) history.pushState(null, '', link.hash);
      setSelected(index);
      nav.current?.scrollIntoView({ block: 'start' });
      tabRefs.current[index]?.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [ids]);

  /** A clicked tab names itself in the address; the arrow keys only move between tabs. */
  const choose = (index: number, how: 'click' | 'key') => {
    setSelected(index);
    if (how === 'click') history.replaceState(null, '', `#${tabs[index].id}`);
    else tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose((moves[event.key] + tabs.length) % tabs.length, 'key');
  };

  return (
    <div className="panel-tabs">
      <nav ref={nav} aria-label={label}>
        <ul data-tablist role={scripted ? 'tablist' : undefined}>
          {tabs.map((tab, index) => (
            <li key={tab.id} role={scripted ? 'presentation' : undefined}>
              <a
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                id={`${tab.id}-tab`}
                href={`#${tab.id}`}
                role={scripted ? 'tab' : undefined}
                aria-selected={scripted ? index === selected : undefined}
                aria-controls={scripted ? tab.id : undefined}
                tabIndex={scripted && index !== selected ? -1 : undefined}
                onClick={(event) => {
                  if (!scripted) return;
                  event.preventDefault();
                  choose(index, 'click');
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tabs.map((tab, index) => (
        <section
          key={tab.id}
          id={tab.id}
          className="dash-panel"
          role={scripted ? 'tabpanel' : undefined}
          aria-labelledby={scripted ? `${tab.id}-tab` : `${tab.id}-heading`}
          tabIndex={scripted ? 0 : undefined}
          hidden={scripted && index !== selected}
        >
          {tab.content}
        </section>
      ))}
    </div>
  );
}
