import { Trans } from '@lingui/react/macro';
import { ComingArea } from '@/ui/ComingArea';

/** SPEC 2 lazily loaded area PointMall: a marked stand-in until its issue builds it. */
export default function PointMallArea() {
  return (
    <ComingArea testId="area-pointMall" title={<Trans>Points mall</Trans>} text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>} />
  );
}
