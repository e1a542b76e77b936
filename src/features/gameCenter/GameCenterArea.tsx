import { Trans } from '@lingui/react/macro';
import { ComingArea } from '../../ui/ComingArea';

/** SPEC 2 lazily loaded area GameCenter: a marked stand-in until its issue builds it. */
export default function GameCenterArea() {
  return (
    <ComingArea
      testId="area-gameCenter"
      title={<Trans>Game centre</Trans>}
      text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>}
    />
  );
}
