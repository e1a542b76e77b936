import { Trans } from '@lingui/react/macro';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useFocusRescue } from '@/ui/useFocusRescue';
import { askCookieSettings } from '../consent/cookieSettings';
import { LiveChatOverlay } from '../LiveChatOverlay';
import { AgentHeaderSlot } from './agentHeaderSlot';
import { LanguageSelector } from './LanguageSelector';
import styles from './Layout.module.css';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

/**
 * SPEC 2: the agent layout of /agent and /agentHome, without the player side menu and footer; a
 * strip at the foot keeps the one footer link an agent needs too, Cookie settings (issue 26).
 * The agency center fills the header's slot with the agent's strip (AgentStrip.tsx: the GMT
 * offset with a live clock, the nickname, the balance and sign out); the agent login page leaves
 * it empty.
 */
export function AgentLayout({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  return (
    <div className={styles.agentShell}>
      <header className={styles.header}>
        <Logo />
        <span className={styles.agentBadge}>
          <Trans>Agency</Trans>
        </span>
        <div className={styles.headerActions}>
          {/* No box of its own: what the center puts here lines up with the other actions. */}
          <div ref={setSlot} style={{ display: 'contents' }} data-testid="agent-header-slot" />
          <Link href="/" className={styles.navLink}>
            <Trans>Back to lobby</Trans>
          </Link>
          <ThemeToggle />
          <LanguageSelector />
        </div>
      </header>
      <AgentHeaderSlot.Provider value={slot}>
        <main ref={main} className={styles.agentMain} tabIndex={-1}>
          {children}
        </main>
      </AgentHeaderSlot.Provider>
      <footer className={styles.agentFooter}>
        <button type="button" className={styles.footerButton} onClick={askCookieSettings} data-testid="footer-cookie-settings">
          <Trans>Cookie settings</Trans>
        </button>
      </footer>
      {/* Customer service opens the live chat from the agency menu too. */}
      <LiveChatOverlay />
    </div>
  );
}
