import { Trans } from '@lingui/react/macro';
import { ComingArea } from '@/ui/ComingArea';

/** SPEC 2 lazily loaded area Promotions: a marked stand-in until its issue builds it. */
export default function PromotionsArea() {
  return (
    <ComingArea testId="area-promotions" title={<Trans>Promotions</Trans>} text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>} />
  );
}
