import { Trans } from '@lingui/react/macro';
import { ComingArea } from '../../ui/ComingArea';

/** SPEC 2 lazily loaded area MemberCenter: a marked stand-in until its issue builds it. */
export default function MemberCenterArea() {
  return (
    <ComingArea
      testId="area-memberCenter"
      title={<Trans>Member center</Trans>}
      text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>}
    />
  );
}
