import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { UploadImageType } from '@kernel/imageUpload';
import type { ApplicationImage as StoredImageRef } from '@kernel/promotions';
import { useStableCallback } from '@/ui/useStableCallback';
import { imageDataUrl } from './fileContent';
import styles from './PromotionsArea.module.css';

/**
 * Reads an image into a data: address once per source (read again when `source` names another
 * image); null until read (or when it cannot be). The loader may be a new function each render.
 */
function useImageSource<K>(source: K, load: (source: K) => Promise<Blob>, contentType: UploadImageType): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const loadLatest = useStableCallback(load);
  useEffect(() => {
    let live = true;
    setUrl(null);
    loadLatest(source)
      .then((blob) => imageDataUrl(blob, contentType))
      .then((read) => live && setUrl(read))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [source, contentType]);
  return url;
}

const readChosen = async (file: File): Promise<Blob> => file;

/** A chosen file's preview, read in the browser (nothing is sent before the application is). */
export function FilePreview({ file, contentType, alt }: { file: File; contentType: UploadImageType; alt: string }) {
  const source = useImageSource(file, readChosen, contentType);
  return source ? <img className={styles.thumb} src={source} alt={alt} /> : <span className={styles.thumbPending} aria-hidden="true" />;
}

/** An image of the member's application, fetched with the session (served to its owner only). */
export function StoredImage({ image, loadImage, alt }: { image: StoredImageRef; loadImage: (id: number) => Promise<Blob>; alt: string }) {
  const { t } = useLingui();
  const source = useImageSource(image.id, loadImage, image.contentType);
  return source ? (
    <img className={styles.thumb} src={source} alt={alt} data-testid="application-image" />
  ) : (
    <span className={styles.thumbPending} role="img" aria-label={t`Loading image`} />
  );
}
