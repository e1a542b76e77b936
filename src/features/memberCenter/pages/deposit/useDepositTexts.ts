import { useLingui } from '@lingui/react/macro';
import type { DepositStatus } from '@kernel/deposit';
import { formatterFor } from '@kernel/format';

/** The deposit page's shared wording: order statuses, money, times and channel names. */
export function useDepositTexts(currencySymbol: string) {
  const { t, i18n } = useLingui();
  const statusLabel: Record<DepositStatus, string> = { pending: t`Pending`, paid: t`Paid`, failed: t`Failed`, expired: t`Expired` };
  const format = formatterFor(i18n.locale);
  return {
    statusLabel,
    money: (paise: number) => format.paise(paise, currencySymbol),
    time: (at: number) => format.dateTime(at),
    /** A channel by its name from the options, a peer deposit by what it is, else its code. */
    channel: (code: string, name: string | null) => name ?? (code === 'P2P' ? t`Peer transfer` : code),
  };
}
