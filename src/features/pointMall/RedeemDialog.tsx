import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { pointRedeemMachine, RedeemField } from '@machines/member/pointRedeem.machine';
import { pointsAfterRedeem, redeemStep } from '@machines/member/pointRedeem.selectors';
import { ArtImage } from '@/ui/ArtImage';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { InfoRow } from '@/ui/InfoRow';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { useErrorText } from '@/ui/useErrorText';
import styles from './PointMall.module.css';
import { usePointTexts } from './usePointTexts';
import { WriteOutcome } from './WriteOutcome';

/**
 * SPEC 5 Redeem: the dialog of a reward chosen from the catalogue. The receiving address, the
 * mobile number and the withdrawal password are required; sent sealed, the redeem takes the
 * points at once and is In Process (SPEC 4). A refusal says why and nothing changed; a lost answer
 * offers to send the same request again.
 */
export function RedeemDialog({ redeem }: { redeem: ActorRefFrom<typeof pointRedeemMachine> }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const texts = usePointTexts();
  const step = useSelector(redeem, redeemStep);
  const context = useSelector(redeem, (snapshot) => snapshot.context);
  const after = useSelector(redeem, pointsAfterRedeem);
  const { reward, form, issues } = context;
  if (step === 'closed' || !reward) return null;

  const sending = step === 'sending';
  const close = sending ? undefined : () => redeem.send({ type: step === 'done' ? 'CLOSE' : 'CANCEL' });
  const change = (field: RedeemField) => (event: React.ChangeEvent<HTMLInputElement>) => redeem.send({ type: 'CHANGE', field, value: event.target.value });
  const price = texts.count(reward.points);
  const left = texts.count(after ?? 0);
  const rewardName = reward.name;

  return (
    <Modal title={<Trans>Redeem {rewardName}</Trans>} onClose={close} closeLabel={t`Close`} width={460} testId="redeem-dialog">
      <div className={styles.dialogReward}>
        <ArtImage kind="art" className={styles.dialogImage} src={reward.imageUrl} alt="" width={120} height={88} />
        {step !== 'done' && (
          <p>
            <Trans>
              <strong>{price} points</strong> are taken from your points now; the redeem stays In Process until it is approved. You keep {left} points.
            </Trans>
          </p>
        )}
      </div>

      {(step === 'form' || step === 'sending') && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            redeem.send({ type: 'SUBMIT' });
          }}
        >
          <FormField
            label={<Trans>Receiving address</Trans>}
            autoComplete="street-address"
            maxLength={200}
            value={form.receiverAddress}
            onChange={change('receiverAddress')}
            error={issues.receiverAddress ? texts.addressIssueText(issues.receiverAddress) : null}
            disabled={sending}
            data-testid="redeem-address"
          />
          <FormField
            label={<Trans>Mobile number</Trans>}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={form.mobile}
            onChange={change('mobile')}
            error={issues.mobile ? texts.mobileIssueText(issues.mobile) : null}
            disabled={sending}
            data-testid="redeem-mobile"
          />
          <FormField
            label={<Trans>Withdrawal password (6 digits)</Trans>}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={form.withdrawPassword}
            onChange={change('withdrawPassword')}
            error={issues.withdrawPassword ? texts.passwordIssueText(issues.withdrawPassword) : null}
            disabled={sending}
            data-testid="redeem-password"
          />
          {issues.block && (
            <Notice tone="danger" plain role="alert" data-testid="redeem-block">
              {texts.blockText(issues.block, reward.points - context.currentPoints)}
            </Notice>
          )}
          <FormRow>
            <Button variant="ghost" onClick={() => redeem.send({ type: 'CANCEL' })} disabled={sending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={sending} aria-busy={sending} data-testid="redeem-submit">
              {sending ? <Trans>Sending…</Trans> : <Trans>Redeem</Trans>}
            </Button>
          </FormRow>
        </form>
      )}

      {step === 'noPassword' && (
        <InfoRow
          look="outlined"
          className={styles.result}
          icon={<KeyRound size={24} aria-hidden="true" />}
          title={<Trans>Set a withdrawal password first</Trans>}
          text={<Trans>Redeeming asks for your 6-digit withdrawal password. Set it in the security center, then come back.</Trans>}
          data-testid="redeem-no-password"
          data-outcome="noPassword"
          action={
            <FormRow>
              <Button size="s" onClick={() => redeem.send({ type: 'OPEN_SECURITY' })} data-testid="redeem-open-security">
                <Trans>Set the withdrawal password</Trans>
              </Button>
            </FormRow>
          }
        />
      )}

      {step === 'refused' && (
        <WriteOutcome
          testId="redeem-result"
          outcome="refused"
          title={<Trans>The reward was not redeemed</Trans>}
          text={errorText(context.error)}
          textTestId="redeem-error"
          actions={
            <Button size="s" variant="outline" onClick={() => redeem.send({ type: 'EDIT' })} data-testid="redeem-edit">
              <Trans>Back to the form</Trans>
            </Button>
          }
        />
      )}

      {step === 'unknown' && (
        <WriteOutcome
          testId="redeem-result"
          outcome="unknown"
          title={<Trans>The answer did not arrive</Trans>}
          text={<Trans>The redeem may or may not have been made. Trying again sends the same request: it is never made twice.</Trans>}
          actions={
            <Button size="s" onClick={() => redeem.send({ type: 'RETRY' })} data-testid="redeem-retry">
              <Trans>Try again</Trans>
            </Button>
          }
        />
      )}

      {step === 'done' && context.result && (
        <WriteOutcome
          testId="redeem-result"
          outcome="done"
          title={<Trans>Redeemed: In Process</Trans>}
          text={<Trans>The reward is sent once the redeem is approved. If it is rejected, the points come back to you.</Trans>}
          actions={
            <Button size="s" onClick={() => redeem.send({ type: 'CLOSE' })} data-testid="redeem-close">
              <Trans>Done</Trans>
            </Button>
          }
        />
      )}
    </Modal>
  );
}
