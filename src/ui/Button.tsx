import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

type Variant = 'gold' | 'accent' | 'ghost' | 'outline';

export function Button({ variant = 'gold', size = 'm', className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: 's' | 'm' | 'l' }) {
  return <button type="button" className={[styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ')} {...props} />;
}
