import type { ReactNode } from 'react';
import styles from './SystemScreen.module.css';

/**
 * A whole-app screen (maintenance, region, unreachable, invalid address, no catalogue): one card
 * with its icon, title and message, and what the screen adds below them (a figure, its actions).
 */
export function SystemScreen({
  testId,
  icon,
  title,
  text,
  lang,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** When the title and the text are in two languages (no catalogue yet): each one's. */
  lang?: { title: string; text: string };
  children?: ReactNode;
}) {
  return (
    <main className={styles.screen} data-testid={testId}>
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        <h1 className={styles.title} lang={lang?.title}>
          {title}
        </h1>
        <p className={styles.text} lang={lang?.text}>
          {text}
        </p>
        {children}
      </div>
    </main>
  );
}
