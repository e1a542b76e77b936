import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PeerTransferContext, PeerTransferEvent } from '@machines/wallet/peerTransfer.machine';
import type { PeerStep } from '@machines/wallet/peerTransfer.selectors';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import styles from './PeerTransferForm.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The form and the confirm step of a transfer to a peer (machines/wallet/peerTransfer.machine.ts),
 * one for both directions: the member's transfer to its upline (a member-center page) and the
 * agent's transfer to a downline (a dialog of the agency center). The texts come from the page
 * (its area's catalogue); the layout is its own (PeerTransferForm.module.css), a page adds classes
 * where it differs; test ids are `<testIdPrefix>-<part>`.
 */

/** The texts both steps show, written by the page in its language. */
export type PeerTransferTexts = {
  amountLabel: ReactNode;
  passwordLabel: ReactNode;
  /** Under the password field when nothing was typed. */
  passwordMissing: string;
  next: ReactNode;
  to: ReactNode;
  amount: ReactNode;
  balanceAfter: ReactNode;
  /** The spinner's label while an unknown outcome is asked about. */
  checking: string;
  /** Why the transfer is being checked again (the answer was lost). */
  unknownOutcome: ReactNode;
  checkNow: ReactNode;
  back: ReactNode;
  confirm: ReactNode;
  sending: ReactNode;
};

type Common = {
  testIdPrefix: string;
  context: PeerTransferContext;
  send: (event: PeerTransferEvent) => void;
  texts: PeerTransferTexts;
  /** The buttons' size: large on a page, the default in a dialog. */
  buttonSize?: 'm' | 'l';
};

type FormProps = Common & {
  classes?: { form?: string; failure?: string; actions?: string };
  /** Shown first in the form (the dialog's balance and limits). */
  lead?: ReactNode;
  /** Shown above the fields (the balance below the minimum), or nothing. */
  note?: ReactNode;
  amountIssueText: string | null;
  failureText: ReactNode;
};

/** The amount and the withdrawal password, with the problems found, then Next (to the confirm step). */
export function PeerTransferForm({ testIdPrefix, context: c, send, texts, buttonSize, classes, lead, note, amountIssueText, failureText }: FormProps) {
  const id = (part: string) => `${testIdPrefix}-${part}`;
  return (
    <form
      className={cx(styles.stack, classes?.form)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'NEXT' });
      }}
    >
      {lead}
      {note}
      <FormField
        label={texts.amountLabel}
        inputMode="decimal"
        autoComplete="off"
        value={c.amountText}
        onChange={(event) => send({ type: 'SET_AMOUNT', text: event.target.value })}
        error={c.amountIssue ? amountIssueText : null}
        data-testid={id('amount')}
      />
      <FormField
        label={texts.passwordLabel}
        type="password"
        autoComplete="off"
        value={c.password}
        onChange={(event) => send({ type: 'SET_PASSWORD', text: event.target.value })}
        error={c.passwordIssue ? texts.passwordMissing : null}
        data-testid={id('password')}
      />
      {c.failure !== null && (
        <Notice tone="danger" className={classes?.failure} role="alert" data-testid={id('failure')}>
          {failureText}
        </Notice>
      )}
      <div className={cx(styles.actions, classes?.actions)}>
        <Button type="submit" size={buttonSize} data-testid={id('next')}>
          {texts.next}
        </Button>
      </div>
    </form>
  );
}

type ConfirmProps = Common & {
  step: PeerStep;
  classes?: { section?: string; confirmList?: string; unknown?: string; actions?: string };
  /** The gold frame: around the whole step (a page) or around the figures only (a dialog, the default). */
  frame?: 'section' | 'list';
  /** Shown first (the page's heading); its id names the section when given. */
  heading?: ReactNode;
  headingId?: string;
  /** Whom the money goes to, the amount and the balance after it, as written by the page. */
  toName: ReactNode;
  amountText: ReactNode;
  balanceAfterText: ReactNode;
  canCheckNow: boolean;
  /** The icon's size in the confirm button. */
  iconSize?: number;
};

/** The confirm step: whom, how much and the balance after; while the outcome is unknown, the check again. */
export function PeerTransferConfirm(props: ConfirmProps) {
  const { testIdPrefix, send, texts, buttonSize, step, classes } = props;
  const id = (part: string) => `${testIdPrefix}-${part}`;
  const waiting = step !== 'confirm';
  return (
    <section className={cx(styles.stack, props.frame === 'section' && styles.frame, classes?.section)} aria-labelledby={props.headingId} data-testid={id('confirm-step')}>
      {props.heading}
      <dl className={cx(styles.confirmList, props.frame !== 'section' && styles.frame, classes?.confirmList)}>
        <div>
          <dt>{texts.to}</dt>
          <dd>{props.toName}</dd>
        </div>
        <div>
          <dt>{texts.amount}</dt>
          <dd data-testid={id('confirm-amount')}>{props.amountText}</dd>
        </div>
        <div>
          <dt>{texts.balanceAfter}</dt>
          <dd>{props.balanceAfterText}</dd>
        </div>
      </dl>
      {step === 'unknown' && (
        <div className={cx(styles.unknown, classes?.unknown)} role="status" data-testid={id('unknown')}>
          <Spinner label={texts.checking} size={18} />
          <span>{texts.unknownOutcome}</span>
          <Button size="s" variant="outline" onClick={() => send({ type: 'CHECK_NOW' })} disabled={!props.canCheckNow}>
            {texts.checkNow}
          </Button>
        </div>
      )}
      <div className={cx(styles.actions, classes?.actions)}>
        <Button variant="outline" size={buttonSize} onClick={() => send({ type: 'BACK' })} disabled={waiting} data-testid={id('back')}>
          {texts.back}
        </Button>
        <Button size={buttonSize} onClick={() => send({ type: 'CONFIRM' })} disabled={waiting} aria-busy={waiting} data-testid={id('confirm')}>
          <Send size={props.iconSize ?? 16} aria-hidden="true" /> {waiting ? texts.sending : texts.confirm}
        </Button>
      </div>
    </section>
  );
}
