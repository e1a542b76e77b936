import { Trans } from '@lingui/react/macro';
import { ComingArea } from '../../ui/ComingArea';

/** SPEC 2 lazily loaded area HelpCenter: a marked stand-in until its issue builds it. */
export default function HelpCenterArea() {
  return (
    <ComingArea
      testId="area-helpCenter"
      title={<Trans>Help centre</Trans>}
      text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>}
    />
  );
}
