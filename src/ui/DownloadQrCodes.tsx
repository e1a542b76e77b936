import QRCode from 'react-qr-code';
import styles from './DownloadQrCodes.module.css';

/** SPEC 2: iOS and Android download QR codes of size 78 (its own chunk, loaded on hover). */
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
        <QRCode value={iosUrl} size={78} data-testid="qr-ios" />
        <figcaption>{iosLabel}</figcaption>
      </figure>
      {androidUrl && (
        <figure>
          <QRCode value={androidUrl} size={78} data-testid="qr-android" />
          <figcaption>{androidLabel}</figcaption>
        </figure>
      )}
    </div>
  );
}
