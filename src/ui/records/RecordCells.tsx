import type { ReactNode } from 'react';
import type { Tone } from '@/rules/member/records.rules';
import { StatusTag, type StatusTone } from '../StatusTag';
import styles from './RecordCells.module.css';

/** A win/loss or in/out amount, coloured by its sign (the sign is also written, not only coloured). */
export function SignedAmount({ text, tone }: { text: string; tone: Tone }) {
  return (
    <span className={styles[tone]} data-tone={tone}>
      {text}
    </span>
  );
}

/** A main line with a quieter second line (a game and its provider). */
export function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <span className={styles.twoLines}>
      <span>{main}</span>
      <small>{sub}</small>
    </span>
  );
}

/** A short label in a pill (an entry type, a bet status). */
export function Tag({ children, tone = 'even' }: { children: ReactNode; tone?: Tone | 'pending' }) {
  return <StatusTag tone={TAG_TONE[tone]}>{children}</StatusTag>;
}

const TAG_TONE: Record<Tone | 'pending', StatusTone> = { win: 'success', loss: 'danger', even: 'neutral', pending: 'gold' };
