import { Trans } from '@lingui/react/macro';
import { ComingArea } from '../../ui/ComingArea';

/** SPEC 2 download-app page: a marked stand-in until the lobby issue builds it. */
export default function DownloadAppArea() {
  return (
    <ComingArea
      testId="area-downloadApp"
      title={<Trans>Download app</Trans>}
      text={<Trans>This area is coming soon. Everything else on the site is ready to use.</Trans>}
    />
  );
}
