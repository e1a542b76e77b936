import { Trans } from '@lingui/react/macro';
import { ComingArea } from '../../ui/ComingArea';

/** SPEC 2 lazily loaded area AccountGame: a marked stand-in until its issue builds it. */
export default function AccountGameArea() {
  return (
    <ComingArea
      testId="area-accountGame"
      title={<Trans>My games</Trans>}
      text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>}
    />
  );
}
