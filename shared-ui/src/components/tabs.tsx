import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabListProps<K extends string> {
  /** The strip's accessible name ("Meetings", "Notifications"). */
  label: string;
  tabs: readonly TabItem<K>[];
  /** Null while the page shows something no tab names (the files' Trash): no tab is selected. */
  active: K | null;
  onChange: (key: K) => void;
  /** The id of the one {@link TabPanel} every tab controls (from `useId()`). */
  panelId: string;
  className?: string;
}

/** The id of the tab `key` of the strip whose panel is `panelId`: what the panel is labelled by. */
export function tabId(panelId: string, key: string): string {
  return `${panelId}-tab-${key.replace(/[^\w-]/g, '_')}`;
}

/** Arrow keys wrap around the strip; Home and End go to its ends. */
function targetIndex(key: string, from: number, count: number): number | null {
  if (key === 'ArrowRight') return (from + 1) % count;
  if (key === 'ArrowLeft') return (from - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A row of tabs on the WAI-ARIA tabs pattern: one tab stop (the selected tab, or the first while none is),
 * Left/Right/Home/End select and focus another tab at once, and every tab controls the one panel below,
 * which says which tab it shows. On a phone the row scrolls sideways inside itself, never the page.
 */
export function TabList<K extends string>({
  label,
  tabs,
  active,
  onChange,
  panelId,
  className,
}: TabListProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = tabs.some((tab) => tab.key === active) ? active : (tabs[0]?.key ?? null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = targetIndex(event.key, index, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (next === null || !target) return;
    event.preventDefault();
    onChange(target.key);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          id={tabId(panelId, tab.key)}
          type="button"
          role="tab"
          aria-selected={active === tab.key}
          aria-controls={active === null ? undefined : panelId}
          tabIndex={tab.key === focusable ? 0 : -1}
          className={active === tab.key ? styles.activeTab : styles.tab}
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export interface TabPanelProps {
  /** The `panelId` its {@link TabList} was given. */
  id: string;
  /** The selected tab's key: the panel is labelled by that tab. */
  active: string;
  className?: string;
  children: ReactNode;
}

/** What the selected tab shows; reachable with Tab from the strip, as the pattern asks. */
export function TabPanel({ id, active, className, children }: TabPanelProps) {
  return (
    <div id={id} role="tabpanel" aria-labelledby={tabId(id, active)} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
