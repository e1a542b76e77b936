import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './FormField.module.css';

/** A labelled input with its error under it, announced and tied to the input for screen readers. */
export function FormField({ label, error, addon, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | null; addon?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={error ? styles.inputInvalid : styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
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
