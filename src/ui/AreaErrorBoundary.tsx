import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './AreaErrorBoundary.module.css';
import { Button } from './Button';
import { Modal } from './Modal';

/** How a failed part is shown: in the page where it was, or as a dialog for a popup. */
export type FailedPartPresentation = 'inPage' | 'dialog';

type Props = {
  children: ReactNode;
  presentation?: FailedPartPresentation;
  /** A popup's own close: the failed popup closes the way it would have closed itself. */
  onClose?: () => void;
  /** When it changes (a new route, a new language), a failed part gets a fresh start by itself. */
  resetKey?: unknown;
  /** Called with each error caught (tests, monitoring); React logs it to the console already. */
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type State = { failed: boolean; dismissed: boolean };

/**
 * One part of the page (a lazy area, a route, a popup) that fails while rendering shows a clear
 * message with Try again instead of taking the whole page down: React unmounts everything up to
 * the nearest boundary, so every lazy area and popup gets its own. The failed part is unmounted,
 * so Try again mounts it afresh: its state (and the state of its machines) starts over.
 */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, dismissed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true, dismissed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.tryAgain();
  }

  private tryAgain = () => this.setState({ failed: false, dismissed: false });

  private close = () => {
    // A popup without a close of its own just stops showing its failure: the page stays usable.
    if (this.props.onClose) this.props.onClose();
    this.setState({ dismissed: true });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.dismissed) return null;
    return this.props.presentation === 'dialog' ? <FailedPopup onTryAgain={this.tryAgain} onClose={this.close} /> : <FailedPart onTryAgain={this.tryAgain} />;
  }
}

function FailedPart({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <div className={styles.part} role="alert" data-testid="area-error">
      <CircleAlert size={28} aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        <strong className={styles.title}>
          <Trans>This part could not be shown</Trans>
        </strong>
        <span>
          <Trans>Something went wrong here. The rest of the page still works.</Trans>
        </span>
      </div>
      <Button size="s" variant="outline" onClick={onTryAgain}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

function FailedPopup({ onTryAgain, onClose }: { onTryAgain: () => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>This part could not be shown</Trans>} onClose={onClose} closeLabel={t`Close`} width={380} testId="area-error-popup">
      <p role="alert" className={styles.popupText}>
        <Trans>Something went wrong here. The rest of the page still works.</Trans>
      </p>
      <div className={styles.popupActions}>
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <Button onClick={onTryAgain}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Modal>
  );
}
