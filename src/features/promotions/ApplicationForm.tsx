import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ImageUp, X } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatterFor } from '@kernel/format';
import type { promotionActionMachine } from '@machines/promotions/promotionAction.machine';
import { actionPhase, commentCount, formLocked, imagesLeft, visibleFormIssues } from '@machines/promotions/promotionAction.selectors';
import { Button } from '@/ui/Button';
import fieldStyles from '@/ui/FormField.module.css';
import { FormRow } from '@/ui/FormRow';
import { identityKey } from '@/ui/identityKey';
import { Modal } from '@/ui/Modal';
import { occurrenceKeys } from '@/ui/occurrenceKeys';
import surface from '@/ui/Surface.module.css';
import { useErrorText } from '@/ui/useErrorText';
import { FilePreview } from './ApplicationImages';
import styles from './PromotionsArea.module.css';
import type { PromotionTexts } from './usePromotionTexts';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * SPEC 5 Activity application: a comment of at most 140 characters with its counter, up to 3
 * images (png or jpg, 5 MB each, checked by their first bytes) with previews and removal, and for a
 * birthday promotion the confirmation 'Please confirm you are 21 years old'. What is wrong is said
 * at once for a file or a long comment, and for the rest when sending is tried.
 */
export function ApplicationForm({ actor, texts }: { actor: ActorRefFrom<typeof promotionActionMachine>; texts: PromotionTexts }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const ids = { comment: useId(), images: useId(), issues: useId() };
  const promotion = useSelector(actor, (snapshot) => snapshot.context.promotion);
  const comment = useSelector(actor, (snapshot) => snapshot.context.comment);
  const ageConfirmed = useSelector(actor, (snapshot) => snapshot.context.ageConfirmed);
  const images = useSelector(actor, (snapshot) => snapshot.context.images);
  const notes = useSelector(actor, (snapshot) => snapshot.context.imageNotes);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const counter = useSelector(actor, commentCount);
  const room = useSelector(actor, imagesLeft);
  const issues = useSelector(actor, visibleFormIssues);
  const phase = useSelector(actor, actionPhase);
  const locked = useSelector(actor, formLocked);
  if (!promotion) return null;

  const title = promotion.title;
  const commentIssue = issues.find((issue) => issue === 'commentEmpty' || issue === 'commentTooLong');
  const ageIssue = issues.includes('ageNotConfirmed');
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    if (chosen.length > 0) actor.send({ type: 'ADD_IMAGES', files: chosen });
    // The same file can be chosen again after it was removed.
    event.target.value = '';
  };
  const close = () => actor.send({ type: 'CANCEL' });

  return (
    <Modal title={t`Apply: ${title}`} onClose={locked ? undefined : close} closeLabel={t`Close`} width={560} testId="application-form">
      <form
        className={`${surface.column} ${surface.gap7}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SEND' });
        }}
      >
        <div className={fieldStyles.field}>
          <label htmlFor={ids.comment} className={fieldStyles.label}>
            <Trans>Comment</Trans>
          </label>
          <textarea
            id={ids.comment}
            name="comment"
            className={fieldStyles.textarea}
            value={comment}
            disabled={locked}
            aria-invalid={commentIssue ? true : undefined}
            aria-describedby={commentIssue ? `${ids.comment}-issue` : undefined}
            onChange={(event) => actor.send({ type: 'COMMENT', comment: event.target.value })}
            placeholder={t`Tell us about your deposit, your bets or your birthday`}
            data-testid="application-comment"
          />
          <span className={counter.over ? styles.counterOver : fieldStyles.counter} data-testid="application-counter">
            {counter.length}/{counter.max}
          </span>
          {commentIssue && (
            <p id={`${ids.comment}-issue`} className={fieldStyles.error} role="alert" data-testid="application-comment-issue">
              {texts.issue[commentIssue]}
            </p>
          )}
        </div>

        <div className={fieldStyles.field}>
          <label htmlFor={ids.images} className={styles.fileLabel}>
            <ImageUp size={16} aria-hidden="true" />
            <span>
              <Trans>Images: up to 3, PNG or JPG, 5 MB each</Trans>
            </span>
          </label>
          <input
            id={ids.images}
            type="file"
            accept={ACCEPT}
            multiple
            className={styles.fileInput}
            onChange={onFiles}
            disabled={locked || room === 0}
            aria-describedby={notes.length > 0 ? ids.issues : undefined}
            data-testid="application-images-input"
          />
          {images.length > 0 && (
            <ul className={`${surface.column} ${surface.gap3}`} aria-label={t`Chosen images`}>
              {images.map((image, index) => {
                const name = image.file.name;
                return (
                  <li key={identityKey(image.file)} className={styles.chosenImage} data-testid="application-image">
                    <FilePreview file={image.file as File} contentType={image.contentType} alt={t`Preview of ${name}`} />
                    <span className={surface.ellipsis}>{name}</span>
                    <span className={surface.caption}>{formatterFor(i18n.locale).fileSize(image.file.size)}</span>
                    <button
                      type="button"
                      className={styles.remove}
                      onClick={() => actor.send({ type: 'REMOVE_IMAGE', index })}
                      disabled={locked}
                      aria-label={t`Remove ${name}`}
                      data-testid={`application-remove-${index}`}
                    >
                      <X size={14} aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {notes.length > 0 && (
            <ul id={ids.issues} className={styles.notes} role="alert" data-testid="application-image-issues">
              {occurrenceKeys(notes, (note) => `${note.issue}:${note.name}`).map(({ value: note, key }) => {
                const name = note.name;
                const issue = texts.issue[note.issue];
                return <li key={key}>{t`${name}: ${issue}`}</li>;
              })}
            </ul>
          )}
        </div>

        {promotion.requiresAgeConfirmation && (
          <div className={fieldStyles.field}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={ageConfirmed}
                disabled={locked}
                onChange={(event) => actor.send({ type: 'CONFIRM_AGE', confirmed: event.target.checked })}
                data-testid="application-age"
              />
              <span>
                <Trans>I confirm I am 21 years old or older</Trans>
              </span>
            </label>
            {ageIssue && (
              <p className={fieldStyles.error} role="alert" data-testid="application-age-issue">
                {texts.issue.ageNotConfirmed}
              </p>
            )}
          </div>
        )}

        {failure !== null && phase === 'editing' && (
          <p className={styles.formError} role="alert" data-testid="application-error">
            {errorText(failure)}
          </p>
        )}

        <FormRow>
          <Button variant="outline" onClick={close} disabled={locked}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={phase !== 'editing'} aria-busy={phase !== 'editing'} data-testid="application-send">
            {phase === 'sending' ? <Trans>Sending…</Trans> : phase === 'inspecting' ? <Trans>Checking images…</Trans> : <Trans>Send application</Trans>}
          </Button>
        </FormRow>
      </form>
    </Modal>
  );
}
