import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CircleCheck, UserPlus } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { creatableKinds, type DownlineAccountKind } from '@kernel/agency';
import type { DownlineFormField, RegistrationFields } from '@machines/agent/registerDownline.rules';
import { choosesKind, created, fieldIssue, isSubmitting, submitFailure } from '@machines/agent/registerDownline.selectors';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { Notice } from '@/ui/Notice';
import { useErrorText } from '@/ui/useErrorText';
import { useIssueText } from '@/ui/useIssueText';
import type { AgentPageProps } from '../../agentPageProps';
import styles from './RegisterCenterPage.module.css';
import { useRegisterDownlineFormMachines } from './useRegisterDownlineFormMachines';

/** Input attributes by field: the browser must not fill the agent's own sign-in into a new account. */
const FIELD_INPUT: Record<DownlineFormField, InputHTMLAttributes<HTMLInputElement>> = {
  username: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  nickname: { autoComplete: 'off' },
};
const FIELD_TEST_ID: Record<DownlineFormField, string> = {
  username: 'register-username',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
  nickname: 'register-nickname',
};

/** The downline form and its outcome; the flow and every check live in registerDownline.machine.ts. */
export function RegisterDownlineForm(props: AgentPageProps & { fields: RegistrationFields }) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const errorText = useErrorText();
  // The machine is made once and calls the latest registerDownline.
  const { registration } = useRegisterDownlineFormMachines(props.calls, { kinds: creatableKinds(props.agentType), fields: props.fields });
  const snapshot = useSelector(registration, (state) => state);
  const send = registration.send;
  const c = snapshot.context;
  const busy = isSubmitting(snapshot);
  const account = created(snapshot);
  const failure = submitFailure(snapshot);
  const kindLabel: Record<DownlineAccountKind, string> = { member: t`Member`, agent: t`Sub-agent` };
  const fieldLabel: Record<DownlineFormField, string> = {
    username: t`Username`,
    password: t`Password`,
    confirmPassword: t`Confirm password`,
    nickname: t`Nickname (optional)`,
  };

  if (account) {
    const name = account.userName;
    return (
      <section className={styles.done} role="status" data-testid="register-created">
        <CircleCheck size={36} aria-hidden="true" className={styles.doneIcon} />
        <h2 className={styles.doneTitle}>
          <Trans>Account created</Trans>
        </h2>
        <p className={styles.doneText}>
          {c.kind === 'agent' ? (
            <Trans>
              <strong>{name}</strong> is now a sub-agent in your team, directly under you. It can sign in at the agent login with the password you set.
            </Trans>
          ) : (
            <Trans>
              <strong>{name}</strong> is now a member of your team, directly under you. It can sign in with the password you set.
            </Trans>
          )}
        </p>
        <FormRow align="start">
          <Button onClick={() => props.openPage('downlineManagmentView')} data-testid="register-view-team">
            <Trans>View my team</Trans>
          </Button>
          <Button variant="outline" onClick={() => send({ type: 'AGAIN' })} data-testid="register-again">
            <Trans>Create another account</Trans>
          </Button>
        </FormRow>
      </section>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {choosesKind(snapshot) && (
        <fieldset className={styles.kinds} disabled={busy}>
          <legend className={styles.legend}>
            <Trans>Account type</Trans>
          </legend>
          {c.kinds.map((kind) => (
            <label key={kind} className={c.kind === kind ? styles.kindOn : styles.kindOff}>
              <input
                type="radio"
                name="downline-kind"
                value={kind}
                checked={c.kind === kind}
                onChange={() => send({ type: 'SET_KIND', kind })}
                data-testid={`register-kind-${kind}`}
              />
              <span>{kindLabel[kind]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {(Object.keys(FIELD_INPUT) as DownlineFormField[]).map((field) => {
        const issue = fieldIssue(snapshot, field);
        return (
          <FormField
            key={field}
            label={fieldLabel[field]}
            name={field}
            {...FIELD_INPUT[field]}
            value={c.values[field]}
            readOnly={busy}
            error={issueText(issue, field, c.values[field])}
            onChange={(event) => send({ type: 'SET_FIELD', field, value: event.target.value })}
            data-testid={FIELD_TEST_ID[field]}
          />
        );
      })}
      {failure !== null && (
        <Notice as="div" tone="danger" row role="alert" data-testid="register-failure">
          <span>{errorText(failure)}</span>
          <Button size="s" variant="outline" onClick={() => send({ type: 'RETRY' })} data-testid="register-retry">
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      )}
      <FormRow align="start">
        <Button type="submit" size="l" disabled={busy} aria-busy={busy} data-testid="register-submit">
          <UserPlus size={16} aria-hidden="true" /> {busy ? <Trans>Creating…</Trans> : <Trans>Create account</Trans>}
        </Button>
      </FormRow>
    </form>
  );
}
