import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { avatarPicked, avatarPickerOpen, avatarUrl } from '@machines/member/avatarIcon.selectors';
import type { ProfileCalls } from '@/api/profileCalls';
import { ArtImage, FALLBACK_ART } from '@/ui/ArtImage';
import { Button } from '@/ui/Button';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { useErrorText } from '@/ui/useErrorText';
import styles from './AvatarSection.module.css';
import { useAvatarIconMachines } from './useSecurityCenterMachines';

/** SPEC 7 /wps/member/info/icon: the member's avatar in the profile, and a picker of the icons on offer. Test ids: avatar-*. */
export function AvatarSection({
  calls,
  onChanged,
}: {
  calls: Pick<ProfileCalls, 'getMemberIcon' | 'setMemberIcon'>;
  /** A new avatar is saved: the header shows it (the session's member info is its one source). */
  onChanged?: (avatarUrl: string | null) => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { avatar } = useAvatarIconMachines(calls, onChanged);
  const snapshot = useSelector(avatar, (state) => state);
  const send = avatar.send;
  const { icons, error, saved } = snapshot.context;
  const open = avatarPickerOpen(snapshot);
  const picked = avatarPicked(snapshot);
  const saving = snapshot.matches('saving');

  return (
    <div className={styles.avatar} data-testid="avatar">
      <div className={styles.head}>
        <ArtImage kind="avatar" src={avatarUrl(snapshot) ?? FALLBACK_ART.avatar} className={styles.current} width={56} height={56} data-testid="avatar-current" />
        <strong className={styles.title}>
          <Trans>Avatar</Trans>
        </strong>
        {snapshot.matches('shown') && (
          <Button size="s" variant="outline" onClick={() => send({ type: 'OPEN' })} data-testid="avatar-open">
            <Trans>Change avatar</Trans>
          </Button>
        )}
      </div>
      {snapshot.matches('loadFailed') && (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>Your avatar could not be loaded.</Trans>
        </InlineRetry>
      )}
      {saved && !open && (
        <Notice tone="success" plain role="status" data-testid="avatar-saved">
          <Trans>Your avatar is saved.</Trans>
        </Notice>
      )}
      {open && (
        <form
          className={styles.picker}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SAVE' });
          }}
        >
          <fieldset className={styles.choices} disabled={saving}>
            <legend className="visually-hidden">
              <Trans>Choose an avatar</Trans>
            </legend>
            {icons.map((icon, index) => {
              const number = index + 1;
              return (
                <label key={icon.id} className={styles.choice} data-picked={picked === icon.id || undefined}>
                  <input
                    type="radio"
                    name="avatar-icon"
                    className="visually-hidden"
                    checked={picked === icon.id}
                    onChange={() => send({ type: 'SELECT', icon: icon.id })}
                    data-testid={`avatar-choice-${icon.id}`}
                  />
                  <ArtImage kind="avatar" src={icon.url} alt={t`Avatar ${number}`} width={56} height={56} />
                </label>
              );
            })}
          </fieldset>
          {error !== null && (
            <Notice tone="danger" role="alert" data-testid="avatar-error">
              {errorText(error)}
            </Notice>
          )}
          <FormRow>
            <Button variant="ghost" onClick={() => send({ type: 'CANCEL' })} disabled={saving} data-testid="avatar-cancel">
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={saving} data-testid="avatar-save">
              {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
            </Button>
          </FormRow>
        </form>
      )}
    </div>
  );
}
