import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

/** SPEC 8 handling: a warning popup with the message and a confirm button. */
export function WarningDialog({
  title,
  children,
  confirmLabel,
  closeLabel,
  onClose,
  testId = 'warning-dialog',
}: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  closeLabel: string;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <Modal title={title} onClose={onClose} closeLabel={closeLabel} width={380} testId={testId}>
      <p role="alert" style={{ margin: '0 0 18px', color: 'var(--text-muted)' }}>
        {children}
      </p>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
}
