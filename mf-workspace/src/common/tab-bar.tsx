import styles from './tab-bar.module.css';

export interface TabBarProps<K extends string> {
  tabs: readonly { key: K; label: string }[];
  /** Null while the page shows something no tab names (the files' Trash): no tab looks selected. */
  active: K | null;
  onChange: (key: K) => void;
}

/** A row of page tabs (files, reviews, meetings), the active one underlined. */
export function TabBar<K extends string>({ tabs, active, onChange }: TabBarProps<K>) {
  return (
    <div role="tablist" className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={active === tab.key}
          className={active === tab.key ? styles.activeTab : styles.tab}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
