import { Trans } from '@lingui/react/macro';
import { ComingArea } from '../../ui/ComingArea';

/** SPEC 2 lazily loaded area Lottery: a marked stand-in until its issue builds it. */
export default function LotteryArea() {
  return (
    <ComingArea
      testId="area-lottery"
      title={<Trans>Lottery</Trans>}
      text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>}
    />
  );
}
