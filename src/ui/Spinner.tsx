import styles from './Spinner.module.css';

/** A turning ring with its label for screen readers; `area` centres it in a block that holds the place of what loads. */
export function Spinner({ label, size = 28, area }: { label: string; size?: number; area?: 'page' | 'row' }) {
  return (
    <span className={area ? `${styles.wrap} ${styles[area]}` : styles.wrap} role="status">
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
