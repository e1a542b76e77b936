import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './InlineRetry.module.css';

/** A failed load inside a page: what could not be loaded, announced, with its Try again. */
export function InlineRetry({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className={styles.line} role="alert">
      <span>{children}</span>
      <Button size="s" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
