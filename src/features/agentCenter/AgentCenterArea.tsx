import { Trans } from '@lingui/react/macro';
import { ComingArea } from '@/ui/ComingArea';

/** SPEC 2 lazily loaded area AgentCenter: a marked stand-in until its issue builds it. */
export default function AgentCenterArea() {
  return (
    <ComingArea
      testId="area-agentCenter"
      title={<Trans>Agency center</Trans>}
      text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>}
    />
  );
}
