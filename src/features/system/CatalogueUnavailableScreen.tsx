import { WifiOff } from 'lucide-react';
import styles from './SystemScreen.module.css';

/**
 * The UI catalogue itself failed to load, so no translated text exists yet: the message is given
 * in both languages of the market (SPEC 1: Hindi and English).
 */
export function CatalogueUnavailableScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.screen} data-testid="catalogue-unavailable">
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden="true">
          <WifiOff size={56} />
        </div>
        <h1 className={styles.title} lang="hi">
          नेटवर्क लिंक असामान्य है, कृपया पुनः प्रयास करें
        </h1>
        <p className={styles.text} lang="en">
          Network link is abnormal, please try again
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            onClick={onRetry}
            style={{ padding: '10px 22px', borderRadius: 999, border: 0, background: 'var(--gradient-gold)', fontWeight: 700, cursor: 'pointer' }}
          >
            पुनः प्रयास करें / Try again
          </button>
        </div>
      </div>
    </main>
  );
}
