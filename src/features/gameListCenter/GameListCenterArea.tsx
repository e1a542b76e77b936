import { Trans } from '@lingui/react/macro';
import { ComingArea } from '../../ui/ComingArea';

/** SPEC 2 lazily loaded area GameListCenter: a marked stand-in until its issue builds it. */
export default function GameListCenterArea() {
  return (
    <ComingArea
      testId="area-gameListCenter"
      title={<Trans>Game list</Trans>}
      text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>}
    />
  );
}
