import { Trans, useLingui } from '@lingui/react/macro';
import { WarningDialog } from '@/ui/WarningDialog';
import { useServerErrorText } from './useServerErrorText';

/** A failed call as the flow machines keep it: the server's refusal, or no answer at all. */
export type CallWarning = { kind: 'server'; code: string | null; message: string } | { kind: 'network' };

/** The text of a failed call in the user's language (SPEC 8). */
export function useCallWarningText() {
  const { t } = useLingui();
  const serverText = useServerErrorText();
  return (warning: CallWarning) => (warning.kind === 'server' ? serverText(warning.code, warning.message) : t`Network link is abnormal, please try again`);
}

/** SPEC 8 handling: a flow's warning popup with its message and a confirm button. */
export function FlowWarning({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const { t } = useLingui();
  if (!text) return null;
  return (
    <WarningDialog title={<Trans>Notice</Trans>} confirmLabel={t`Confirm`} closeLabel={t`Close`} onClose={onDismiss}>
      {text}
    </WarningDialog>
  );
}
