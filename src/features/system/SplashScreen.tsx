import styles from './SystemScreen.module.css';

/** Shown for the moment before the language and system status are known; no text to translate yet. */
export function SplashScreen() {
  return (
    <main className={styles.screen} aria-busy="true" data-testid="splash">
      <div className={styles.icon} aria-hidden="true">
        <span style={{ fontWeight: 800, fontSize: 40, background: 'var(--gradient-gold)', WebkitBackgroundClip: 'text', color: 'transparent' }}>ROYAL ACE</span>
      </div>
    </main>
  );
}
