import { WifiOff } from 'lucide-react';
import { SystemScreen } from './SystemScreen';
import styles from './SystemScreen.module.css';

/**
 * The UI catalogue itself failed to load, so no translated text exists yet: the message is given
 * in both languages of the market (SPEC 1: Hindi and English).
 */
export function CatalogueUnavailableScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <SystemScreen
      testId="catalogue-unavailable"
      icon={<WifiOff size={56} />}
      title="नेटवर्क लिंक असामान्य है, कृपया पुनः प्रयास करें"
      text="Network link is abnormal, please try again"
      lang={{ title: 'hi', text: 'en' }}
    >
      <div className={styles.actions}>
        <button
          type="button"
          onClick={onRetry}
          style={{ padding: '10px 22px', borderRadius: 999, border: 0, background: 'var(--gradient-gold)', fontWeight: 700, cursor: 'pointer' }}
        >
          पुनः प्रयास करें / Try again
        </button>
      </div>
    </SystemScreen>
  );
}
