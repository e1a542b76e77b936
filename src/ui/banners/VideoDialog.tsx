import { useLingui } from '@lingui/react/macro';
import { captionOfTag } from '@kernel/languages';
import { withCaptions } from '@/rules/videoCaptions.rules';
import { Modal } from '../Modal';
import { SafeFrame } from '../SafeFrame';
import styles from './Banners.module.css';

/**
 * A banner's YouTube video in a player over the page, its captions in the reader's language (SPEC 9
 * caption codes). Its own chunk: the language registry it reads is needed only once a video plays.
 */
export function VideoDialog({ video, onClose }: { video: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Modal title={t`Video`} onClose={onClose} closeLabel={t`Close`} width={860}>
      <SafeFrame className={styles.videoFrame} src={withCaptions(video, captionOfTag(i18n.locale))} title={t`Video`} allow="autoplay; encrypted-media" allowFullScreen />
    </Modal>
  );
}
