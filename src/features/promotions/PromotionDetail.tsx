import { Trans, useLingui } from '@lingui/react/macro';
import type { Promotion } from '@kernel/promotions';
import { actionOf } from '@machines/promotions/promotionAction.rules';
import { ArtImage } from '@/ui/ArtImage';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { FormRow } from '@/ui/FormRow';
import { Modal } from '@/ui/Modal';
import type { RecordFormat } from '@/ui/records/useRecordFormat';
import { SafeHtml } from '@/ui/SafeHtml';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { StoredImage } from './ApplicationImages';
import { ProgressBar } from './ProgressBar';
import styles from './PromotionsArea.module.css';
import { StateTag } from './StateTag';
import type { PromotionTexts } from './usePromotionTexts';

export type PromotionDetailProps = {
  promotion: Promotion;
  texts: PromotionTexts;
  format: RecordFormat;
  busy: boolean;
  onAction: (promotion: Promotion) => void;
  onClose: () => void;
  loadImage: (id: number) => Promise<Blob>;
};

/** One promotion in full: its terms (server HTML, sanitised), period, reward, turnover, and the member's application. */
export function PromotionDetail({ promotion, texts, format, busy, onAction, onClose, loadImage }: PromotionDetailProps) {
  const { t } = useLingui();
  const action = actionOf(promotion);
  const application = promotion.application;
  const from = format.dayOf(promotion.startsAt);
  const to = format.dayOf(promotion.endsAt);
  const multiplier = promotion.turnoverMultiplier;
  const sent = application ? format.dateTime(application.sentAt) : '';
  return (
    <Modal title={promotion.title} onClose={onClose} closeLabel={t`Close`} width={640} testId="promotion-detail">
      <Stack gap="m">
        <div className={styles.detailArt}>
          <ArtImage kind="art" src={promotion.imageUrl} alt="" className={surface.cover} />
          <StateTag state={promotion.state} texts={texts} />
        </div>
        <FactList columns={2}>
          <div>
            <dt>
              <Trans>Period</Trans>
            </dt>
            <dd data-testid="detail-period">
              <Trans>
                {from} to {to}
              </Trans>
            </dd>
          </div>
          <div>
            <dt>{promotion.kind === 'raffle' ? <Trans>Prize</Trans> : <Trans>Reward</Trans>}</dt>
            <dd data-testid="detail-reward">{format.money(promotion.rewardPaise)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Turnover</Trans>
            </dt>
            <dd data-testid="detail-turnover">{multiplier > 0 ? <Trans>{multiplier}x the reward before withdrawal</Trans> : <Trans>None</Trans>}</dd>
          </div>
          {promotion.requiredTurnoverPaise !== null && (
            <div>
              <dt>
                <Trans>Valid bets needed after joining</Trans>
              </dt>
              <dd>{format.money(promotion.requiredTurnoverPaise)}</dd>
            </div>
          )}
          {promotion.drawAt !== null && (
            <div>
              <dt>
                <Trans>Draw</Trans>
              </dt>
              <dd>{format.dateTime(promotion.drawAt)}</dd>
            </div>
          )}
          {promotion.paidAt !== null && (
            <div>
              <dt>
                <Trans>Paid</Trans>
              </dt>
              <dd>{format.dateTime(promotion.paidAt)}</dd>
            </div>
          )}
        </FactList>
        {promotion.progress && <ProgressBar progress={promotion.progress} money={format.money} />}

        {application && (
          <section className={styles.application} aria-labelledby="detail-application" data-testid="detail-application">
            <h3 id="detail-application" className={styles.sectionTitle}>
              <Trans>Your application</Trans>
            </h3>
            <p className={styles.applicationMeta}>
              <Trans>Sent {sent}</Trans>
            </p>
            <p className={styles.comment}>{application.comment}</p>
            {application.images.length > 0 && (
              <ul className={styles.thumbs} aria-label={t`Images sent`}>
                {application.images.map((image, index) => (
                  <li key={image.id}>
                    <StoredImage image={image} loadImage={loadImage} alt={t`Image ${index + 1} of your application`} />
                  </li>
                ))}
              </ul>
            )}
            {application.rejectReason !== null && (
              <p className={styles.rejectReason} data-testid="detail-reject-reason">
                <strong>
                  <Trans>Reason:</Trans>
                </strong>{' '}
                {application.rejectReason}
              </p>
            )}
          </section>
        )}

        <section aria-labelledby="detail-terms">
          <h3 id="detail-terms" className={styles.sectionTitle}>
            <Trans>Terms</Trans>
          </h3>
          <div data-testid="promotion-terms">
            <SafeHtml html={promotion.terms} className={styles.terms} />
          </div>
        </section>

        <FormRow>
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          {action && (
            <Button onClick={() => onAction(promotion)} disabled={busy} aria-busy={busy} data-testid="detail-action" data-action={action}>
              {texts.action[action]}
            </Button>
          )}
        </FormRow>
      </Stack>
    </Modal>
  );
}
