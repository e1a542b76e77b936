import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguageSelector } from './LanguageSelector';
import styles from './Layout.module.css';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

/** SPEC 2: the agent layout of /agent and /agentHome, without the player side menu and footer. */
export function AgentLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.agentShell}>
      <header className={styles.header}>
        <Logo />
        <span className={styles.agentBadge}>
          <Trans>Agency</Trans>
        </span>
        <div className={styles.headerActions}>
          <Link href="/" className={styles.navLink}>
            <Trans>Back to lobby</Trans>
          </Link>
          <ThemeToggle />
          <LanguageSelector />
        </div>
      </header>
      <main className={styles.agentMain}>{children}</main>
    </div>
  );
}
