import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { UploadImageType } from '@kernel/imageUpload';
import type { ApplicationImage as StoredImageRef } from '@kernel/promotions';
import { imageDataUrl } from './fileContent';
import styles from './PromotionsArea.module.css';

/** Reads an image into a data: address once per source; null until read (or when it cannot be). */
function useImageSource(load: () => Promise<Blob>, contentType: UploadImageType, key: unknown): string | null {
  const [source, setSource] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the image; the loader of the same image may be a new function each render.
  useEffect(() => {
    let live = true;
    setSource(null);
    load()
      .then((blob) => imageDataUrl(blob, contentType))
      .then((url) => live && setSource(url))
      .catch(() => live && setSource(null));
    return () => {
      live = false;
    };
  }, [key, contentType]);
  return source;
}

/** A chosen file's preview, read in the browser (nothing is sent before the application is). */
export function FilePreview({ file, contentType, alt }: { file: File; contentType: UploadImageType; alt: string }) {
  const source = useImageSource(async () => file, contentType, file);
  return source ? <img className={styles.thumb} src={source} alt={alt} /> : <span className={styles.thumbPending} aria-hidden="true" />;
}

/** An image of the member's application, fetched with the session (served to its owner only). */
export function StoredImage({ image, loadImage, alt }: { image: StoredImageRef; loadImage: (id: number) => Promise<Blob>; alt: string }) {
  const { t } = useLingui();
  const source = useImageSource(() => loadImage(image.id), image.contentType, image.id);
  return source ? (
    <img className={styles.thumb} src={source} alt={alt} data-testid="application-image" />
  ) : (
    <span className={styles.thumbPending} role="img" aria-label={t`Loading image`} />
  );
}
