import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import styles from './FormField.module.css';

/**
 * A labelled input with its error under it, announced and tied to the input for screen readers. A
 * password input has a Show/Hide button inside it (a toggle reachable by keyboard, its pressed
 * state read out), so a player can check what was typed before sending it.
 */
export function FormField({ label, error, addon, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | null; addon?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const secret = input.type === 'password';
  const [shown, setShown] = useState(false);
  const field = (
    <input
      id={id}
      className={error ? styles.inputInvalid : styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...input}
      type={secret && shown ? 'text' : input.type}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {secret ? (
          <div className={styles.secret}>
            {field}
            <RevealToggle shown={shown} controls={id} onToggle={() => setShown((now) => !now)} />
          </div>
        ) : (
          field
        )}
        {addon}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function RevealToggle({ shown, controls, onToggle }: { shown: boolean; controls: string; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.reveal}
      aria-label={t`Show password`}
      aria-pressed={shown}
      aria-controls={controls}
      title={shown ? t`Hide password` : t`Show password`}
      onClick={onToggle}
      data-testid="password-reveal"
    >
      {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
    </button>
  );
}
