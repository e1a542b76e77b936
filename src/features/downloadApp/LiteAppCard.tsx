import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Download, Globe } from 'lucide-react';
import styles from './DownloadApp.module.css';
import { type InstallOffer, useLiteAppInstall } from './useLiteAppInstall';

/**
 * The lite app (SPEC 1 "plus a lite app", issue 24): this site, installed from the browser. An
 * Install button where the browser offers its prompt (Chromium), a short how-to elsewhere, and a
 * note once it is installed.
 */
export function LiteAppCard({ offer: kept }: { offer?: InstallOffer }) {
  const { t } = useLingui();
  const { offer, onInstall } = useLiteAppInstall(kept);
  const title = t`Lite app`;
  return (
    <section className={`${styles.card} ${styles.liteCard}`} aria-label={title} data-testid="download-lite" data-offer={offer}>
      <header className={styles.cardHead}>
        <span className={styles.platformIcon} aria-hidden="true">
          <Globe size={24} />
        </span>
        <h2 className={styles.cardTitle}>{title}</h2>
      </header>
      <div className={styles.cardBody}>
        <p className={styles.liteText}>
          <Trans>Install this website as an app: no store and no download, it opens in its own window and takes almost no space on your phone.</Trans>
        </p>
        <div className={styles.steps}>
          {offer === 'installed' ? (
            <p className={styles.liteInstalled} role="status" data-testid="download-lite-installed">
              <CircleCheck size={18} aria-hidden="true" />
              <Trans>The lite app is installed. Open it from your home screen or app list.</Trans>
            </p>
          ) : offer === 'install' || offer === 'installing' ? (
            <button
              type="button"
              className={styles.downloadLink}
              onClick={onInstall}
              disabled={offer === 'installing'}
              aria-busy={offer === 'installing'}
              data-testid="download-lite-install"
            >
              <Download size={18} aria-hidden="true" />
              <Trans>Install the lite app</Trans>
            </button>
          ) : (
            <>
              <h3 className={styles.stepsTitle}>
                <Trans>How to install</Trans>
              </h3>
              <ol data-testid="download-lite-steps">
                <li>
                  <Trans>In Chrome, Edge or Samsung Internet, open the browser's menu and choose Install app or Add to Home screen.</Trans>
                </li>
                <li>
                  <Trans>On iPhone and iPad, tap Share in Safari, then Add to Home Screen.</Trans>
                </li>
                <li>
                  <Trans>Open the app and log in with your account, or register.</Trans>
                </li>
              </ol>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
