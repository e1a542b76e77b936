import type { ReactNode } from 'react';
import styles from './AuthForm.module.css';

/** An account-flow form: the browser's own validation is off (the machine checks), submit sends SUBMIT. */
export function FlowForm({ onSubmit, children, testId }: { onSubmit: () => void; children: ReactNode; testId?: string }) {
  return (
    <form
      className={styles.form}
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
