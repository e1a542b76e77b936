import 'keen-slider/keen-slider.min.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeenSliderInstance, useKeenSlider } from 'keen-slider/react';
import { useEffect, useMemo, useRef } from 'react';
import { FOOTER_LOGOS, type FooterLogoGroup, footerLogoPath } from '@kernel/footerLogos';
import type { GameMenu } from '@kernel/games';
import type { CustomerService, Resource } from '@kernel/system';
import { FOOTER_CAROUSEL, type FooterVendor, footerCarouselRuns, footerVendors, socialLinks } from '@/rules/footer.rules';
import { ArtImage } from '@/ui/ArtImage';
import { ExternalLink } from '@/ui/ExternalLink';
import { useMayMove } from '@/ui/useMayMove';
import { useReadsRightToLeft } from '@/ui/useReadingDirection';
import styles from './Footer.module.css';

const linear = (progress: number) => progress;
const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
/** One linear move to the next slide (the continuous run is one move after another). */
const moveOn = (slider: KeenSliderInstance) => slider.moveToIdx(slider.track.details.abs + 1, true, { duration: FOOTER_CAROUSEL.speedMs, easing: linear });

/**
 * SPEC 9 footer carousel: 10 per view, 20 px apart, looping, one slide every 3000 ms with no pause
 * between moves (autoplay delay 0), which reads as a continuous run. This is keen-slider's own
 * recipe for continuous autoplay: a linear animation to the next slide, restarted when it ends.
 * It stops while the mouse rests on it and while it is off screen (useMayMove).
 */
function VendorCarousel({ vendors }: { vendors: FooterVendor[] }) {
  const runs = footerCarouselRuns(vendors.length) && !reducedMotion();
  const box = useRef<HTMLDivElement>(null);
  const mayMove = useMayMove(box);
  // keen-slider's callbacks are made once: they read the latest answer here.
  const moving = useRef(false);
  moving.current = runs && mayMove;
  const step = (slider: KeenSliderInstance) => {
    if (moving.current) moveOn(slider);
  };
  const readsRightToLeft = useReadsRightToLeft();
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    // Slides run in the reading direction (issue 25, item 4).
    rtl: readsRightToLeft,
    loop: footerCarouselRuns(vendors.length),
    drag: false,
    renderMode: 'performance',
    slides: { perView: FOOTER_CAROUSEL.perView, spacing: FOOTER_CAROUSEL.spacingPx },
    created: step,
    // Autoplay delay 0: the next move starts as soon as one ends.
    animationEnded: step,
  });
  const runsNow = runs && mayMove;
  useEffect(() => {
    if (!slider.current) return;
    if (runsNow) moveOn(slider.current);
    else slider.current.animator.stop();
  }, [runsNow, slider]);
  return (
    <div ref={box} className={styles.carousel} data-testid="footer-carousel" data-running={runs ? 'true' : 'false'}>
      <div ref={ref} className="keen-slider">
        {vendors.map((vendor) => (
          <div key={vendor.code} className={`keen-slider__slide ${styles.slide}`} data-testid="footer-vendor">
            <ArtImage kind="logo" src={vendor.iconUrl} alt={vendor.name} title={vendor.name} loading="lazy" draggable={false} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * SPEC 2 Footer, the part that loads after the page: the vendor carousel and the payment,
 * certification, social and licence logos.
 */
export default function FooterShowcase({
  menus,
  customerService,
  resources,
  artBase,
}: {
  menus: readonly GameMenu[] | null;
  customerService: readonly CustomerService[];
  resources: readonly Resource[];
  /** Where the backend's art is served ('' for the same origin). */
  artBase: string;
}) {
  const { t } = useLingui();
  const vendors = useMemo(() => footerVendors(menus), [menus]);
  const social = socialLinks(customerService, resources);
  const groups: { group: FooterLogoGroup; title: string }[] = [
    { group: 'payment', title: t`Payment methods` },
    { group: 'certification', title: t`Certified by` },
    { group: 'licence', title: t`Licensed by` },
  ];
  return (
    <div className={styles.showcase}>
      {/* Keyed by the vendor count: keen-slider measures its slides once, when it is created. */}
      {vendors.length > 0 && <VendorCarousel key={vendors.length} vendors={vendors} />}
      <div className={styles.logoRows}>
        {groups.map(({ group, title }) => (
          <section key={group} className={styles.logoRow} aria-label={title} data-testid={`footer-logos-${group}`}>
            <h3 className={styles.rowTitle}>{title}</h3>
            <ul className={styles.logos}>
              {FOOTER_LOGOS[group].map((logo) => (
                <li key={logo.code}>
                  <ArtImage kind="logo" src={`${artBase}${footerLogoPath(logo.code)}`} alt={logo.name} title={logo.name} width={96} height={32} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {social.length > 0 && (
          <section className={styles.logoRow} aria-label={t`Follow us`} data-testid="footer-logos-social">
            <h3 className={styles.rowTitle}>
              <Trans>Follow us</Trans>
            </h3>
            <ul className={styles.logos}>
              {social.map((link) => (
                <li key={link.network}>
                  <ExternalLink href={link.url} className={styles.socialLink} title={link.label} data-testid="footer-social-link">
                    <ArtImage kind="logo" src={`${artBase}${footerLogoPath(link.network)}`} alt={link.label} width={32} height={32} loading="lazy" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
