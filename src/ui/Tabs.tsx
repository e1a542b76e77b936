import styles from './Tabs.module.css';

/** A tab row for switching a form's mode; renders nothing when there is only one tab (SPEC 2). */
export function Tabs<T extends string>({
  tabs,
  current,
  onSelect,
  label,
  className,
  testId,
  testIdPrefix = 'tab-',
}: {
  tabs: { id: T; label: string }[];
  current: T | undefined;
  onSelect: (id: T) => void;
  label: string;
  /** Laid out by the page (a row of many short tabs rather than the form's two). */
  className?: string;
  /** The tab list's test id, and the prefix of each tab's (followed by the tab's id). */
  testId?: string;
  testIdPrefix?: string;
}) {
  if (tabs.length < 2) return null;
  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs} role="tablist" aria-label={label} data-testid={testId}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          data-testid={`${testIdPrefix}${tab.id}`}
          aria-selected={tab.id === current}
          className={tab.id === current ? styles.active : styles.tab}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
