import { Trans, useLingui } from '@lingui/react/macro';
import { Apple, Bell, Bot, Download, Gamepad2, Headset, Languages, ShieldCheck, Smartphone, Wallet } from 'lucide-react';
import { Children, type ReactNode } from 'react';
import QRCode from 'react-qr-code';
import { ExternalLink } from '@/ui/ExternalLink';
import { Stack } from '@/ui/Stack';
import styles from './DownloadApp.module.css';
import { LiteAppCard } from './LiteAppCard';
import type { InstallOffer } from './useLiteAppInstall';

const QR_SIZE = 164;

function PlatformCard({
  platform,
  icon,
  title,
  qrUrl,
  downloadUrl,
  downloadLabel,
  steps,
}: {
  platform: 'ios' | 'android';
  icon: ReactNode;
  title: string;
  qrUrl: string | null;
  downloadUrl: string | null;
  downloadLabel: string;
  steps: ReactNode[];
}) {
  return (
    <section className={styles.card} aria-label={title} data-testid={`download-${platform}`}>
      <header className={styles.cardHead}>
        <span className={styles.platformIcon} aria-hidden="true">
          {icon}
        </span>
        <h2 className={styles.cardTitle}>{title}</h2>
      </header>
      <div className={styles.cardBody}>
        {qrUrl ? (
          <figure className={styles.qr}>
            <div className={styles.qrFrame}>
              <QRCode value={qrUrl} size={QR_SIZE} data-testid={`download-qr-${platform}`} title={title} />
            </div>
            <figcaption>
              <Trans>Scan with your phone's camera</Trans>
            </figcaption>
          </figure>
        ) : (
          <p className={styles.unavailable} data-testid={`download-unavailable-${platform}`}>
            <Trans>This app is not available yet.</Trans>
          </p>
        )}
        <div className={styles.steps}>
          <h3 className={styles.stepsTitle}>
            <Trans>How to install</Trans>
          </h3>
          <ol>
            {/* Children.map keys each item by its step's own key. */}
            {Children.map(steps, (step) => (
              <li>{step}</li>
            ))}
          </ol>
          {downloadUrl && (
            <ExternalLink className={styles.downloadLink} href={downloadUrl} data-testid={`download-link-${platform}`}>
              <Download size={18} aria-hidden="true" />
              {downloadLabel}
            </ExternalLink>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The download-app page (SPEC 1 mobile app downloads, SPEC 2 'download-app page'): iOS and Android
 * with QR codes (the iOS code opens the mobile download page with language and token) and install
 * steps, the lite app (this site, installed from the browser: issue 24), and what the app offers. Guests and members see the same page.
 */
export default function DownloadAppArea({
  brand,
  iosQrUrl,
  iosDownloadUrl,
  androidUrl,
  liteApp,
}: {
  brand: string;
  /** SPEC 2: the mobile app-download page with language and token query. */
  iosQrUrl: string;
  iosDownloadUrl: string | null;
  androidUrl: string | null;
  /** The browser's offer to install the lite app (issue 24); without it, the card gives the how-to. */
  liteApp?: InstallOffer;
}) {
  const { t } = useLingui();
  const offers: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <Gamepad2 size={22} />, title: t`Every game`, text: t`Slots, live casino, sports, fishing, cards and lotteries, all in one app.` },
    { icon: <Wallet size={22} />, title: t`Fast payments`, text: t`Deposit and withdraw in rupees with UPI and bank transfer, at any hour.` },
    { icon: <Bell size={22} />, title: t`Never miss a bonus`, text: t`Notifications for new promotions, rewards and your results.` },
    { icon: <ShieldCheck size={22} />, title: t`Safe sign-in`, text: t`Your account is protected the same way as on the website.` },
    { icon: <Headset size={22} />, title: t`Help around the clock`, text: t`Live chat with customer service right inside the app.` },
    { icon: <Languages size={22} />, title: t`Hindi and English`, text: t`Play in the language you like and switch any time.` },
  ];
  return (
    <Stack gap="xl" data-testid="download-app">
      <header className={styles.hero}>
        <span className={styles.heroIcon} aria-hidden="true">
          <Smartphone size={34} />
        </span>
        <div>
          <h1 className={styles.title}>{brand ? t`Download the ${brand} app` : t`Download the app`}</h1>
          <p className={styles.subtitle}>
            <Trans>Take your games with you: everything on the website, made for your phone.</Trans>
          </p>
        </div>
      </header>
      <div className={styles.platforms}>
        <PlatformCard
          platform="ios"
          icon={<Apple size={24} />}
          title={t`iOS (iPhone and iPad)`}
          qrUrl={iosQrUrl}
          downloadUrl={iosDownloadUrl}
          downloadLabel={t`Download for iOS`}
          steps={[
            <Trans key="1">Scan the code with your iPhone's camera and open the page.</Trans>,
            <Trans key="2">Tap Download for iOS and confirm the installation.</Trans>,
            <Trans key="3">If asked, trust the app in Settings, General, VPN and Device Management.</Trans>,
            <Trans key="4">Open the app and log in with your account, or register.</Trans>,
          ]}
        />
        <PlatformCard
          platform="android"
          icon={<Bot size={24} />}
          title={t`Android`}
          qrUrl={androidUrl}
          downloadUrl={androidUrl}
          downloadLabel={t`Download for Android`}
          steps={[
            <Trans key="1">Scan the code with your phone's camera, or tap Download for Android.</Trans>,
            <Trans key="2">Open the downloaded APK file.</Trans>,
            <Trans key="3">If asked, allow installing apps from this source.</Trans>,
            <Trans key="4">Open the app and log in with your account, or register.</Trans>,
          ]}
        />
        <LiteAppCard offer={liteApp} />
      </div>
      <section className={styles.offers} aria-labelledby="download-offers-title">
        <h2 id="download-offers-title" className={styles.offersTitle}>
          <Trans>What the app offers</Trans>
        </h2>
        <ul className={styles.offerGrid}>
          {offers.map((offer) => (
            <li key={offer.title} className={styles.offer}>
              <span className={styles.offerIcon} aria-hidden="true">
                {offer.icon}
              </span>
              <div>
                <h3 className={styles.offerTitle}>{offer.title}</h3>
                <p className={styles.offerText}>{offer.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}
