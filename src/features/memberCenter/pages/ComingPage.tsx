import { Trans } from '@lingui/react/macro';
import { ComingArea } from '@/ui/ComingArea';

/**
 * A marked stand-in for the member pages the rewards issue builds (bonus details, reward center,
 * mission leaderboard): the menu entry, its gating and badge are real.
 */
export default function ComingPage() {
  return (
    <ComingArea
      testId="member-page-coming"
      title={<Trans>Coming soon</Trans>}
      text={<Trans>This page is coming soon. Deposits, withdrawals, your wallet and your records are ready to use.</Trans>}
    />
  );
}
