import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './Agent.module.css';

/** SPEC 2 /agent: a promotional block and the agent login form (composed in by the app). */
export function AgentLoginPage({ loginForm }: { loginForm: ReactNode }) {
  return (
    <div className={styles.page} data-testid="agent-login-page">
      <section className={styles.pitch}>
        <h1 className={styles.title}>
          <Trans>Become our partner agent</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>Build your team, follow its betting in real time and earn dividends and salaries under transparent contracts.</Trans>
        </p>
        <ul className={styles.points}>
          <li>
            <Trans>Dividend contracts on your team's profit</Trans>
          </li>
          <li>
            <Trans>Daily, hourly and real-time salaries</Trans>
          </li>
          <li>
            <Trans>Create downline accounts and transfer funds instantly</Trans>
          </li>
        </ul>
        <p className={styles.hours}>
          <Trans>Agent support: Monday to Friday, 12:00 to 21:00</Trans>
        </p>
      </section>
      <section className={styles.formCard}>
        <h2 className={styles.formTitle}>
          <Trans>Agent login</Trans>
        </h2>
        {loginForm}
      </section>
    </div>
  );
}
