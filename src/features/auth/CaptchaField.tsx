import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { PlatformCalls } from '@/api/calls';
import { FormField } from '@/ui/FormField';
import styles from './AuthForm.module.css';
import { useCaptcha } from './useCaptcha';

/**
 * A captcha input with its image. The image loads when the field appears; a click asks for a new
 * one (at most once a second); a new `generation` (the last answer was used up) forces a reload.
 */
export function CaptchaField({
  calls,
  generation,
  value,
  error,
  onChange,
}: {
  calls: Pick<PlatformCalls, 'getCaptcha'>;
  generation: number;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const captcha = useCaptcha(calls);
  const shownGeneration = useRef(generation);
  useEffect(() => {
    if (generation === shownGeneration.current) return;
    shownGeneration.current = generation;
    captcha.reload();
  }, [generation, captcha]);
  return (
    <FormField
      label={t`Captcha`}
      name="captcha"
      autoComplete="off"
      value={value}
      // A picture that could not be loaded says so (the picture alone shows only '!').
      error={error ?? (captcha.failed ? t`The captcha could not be loaded. Click the picture to try again.` : null)}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t`Enter the code`}
      addon={
        <button type="button" className={styles.captchaImage} onClick={captcha.refresh} aria-label={t`Refresh captcha`} data-testid="captcha-image">
          {captcha.image ? <img src={captcha.image} alt={t`Captcha`} className={styles.cover} /> : <span>{captcha.failed ? '!' : '…'}</span>}
        </button>
      }
    />
  );
}
