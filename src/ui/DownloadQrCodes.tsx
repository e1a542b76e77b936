import styles from './DownloadQrCodes.module.css';
import { QrCode } from './qrCode/QrCode';

/** SPEC 2: iOS and Android download QR codes of size 78 (its own chunk; the codes are computed in a worker). */
export default function DownloadQrCodes({
  iosUrl,
  androidUrl,
  iosLabel,
  androidLabel,
}: {
  iosUrl: string;
  androidUrl: string | null;
  iosLabel: string;
  androidLabel: string;
}) {
  return (
    <div className={styles.codes} data-testid="download-qr">
      <figure>
        <QrCode value={iosUrl} size={78} testId="qr-ios" />
        <figcaption>{iosLabel}</figcaption>
      </figure>
      {androidUrl && (
        <figure>
          <QrCode value={androidUrl} size={78} testId="qr-android" />
          <figcaption>{androidLabel}</figcaption>
        </figure>
      )}
    </div>
  );
}
