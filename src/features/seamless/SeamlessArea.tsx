import { Trans } from '@lingui/react/macro';
import { ComingArea } from '@/ui/ComingArea';

/** SPEC 2 lazily loaded area Seamless: a marked stand-in until its issue builds it. */
export default function SeamlessArea() {
  return <ComingArea testId="area-seamless" title={<Trans>Game</Trans>} text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>} />;
}
