import styles from './ProgressBar.module.css';

/** How far along something is, 0 to 100: a violet bar, green once done, or gold (a VIP level). */
export function ProgressBar({ percent, label, tone = 'accent', className }: { percent: number; label: string; tone?: 'accent' | 'done' | 'gold'; className?: string }) {
  return (
    <div
      className={className ? `${styles.track} ${className}` : styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className={`${styles.bar} ${styles[tone]}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
