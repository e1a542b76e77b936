import { IMAGE_SIGNATURE_LENGTH, imageTypeOf, type UploadImageType } from '@kernel/imageUpload';
import type { InspectedFile } from '@machines/promotions/applicationForm.rules';

/** A FileReader read as a promise (the browser's way to read a chosen file). */
function read<T>(how: (reader: FileReader) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    how(reader);
  });
}

/** What each chosen file really is: its first bytes against the PNG and JPEG signatures (SPEC 9: by content). */
export async function inspectImageFiles(files: readonly File[]): Promise<InspectedFile<File>[]> {
  return Promise.all(
    files.map(async (file) => {
      const head = file.slice(0, IMAGE_SIGNATURE_LENGTH);
      const bytes = await read<ArrayBuffer>((reader) => reader.readAsArrayBuffer(head));
      return { file, contentType: imageTypeOf(new Uint8Array(bytes)) };
    }),
  );
}

/**
 * An image's bytes as a data: address of the type its bytes were found to be (never the type a
 * name or a header claims), so a preview shows under the site's image policy (img-src 'self' data:).
 */
export async function imageDataUrl(blob: Blob, contentType: UploadImageType): Promise<string> {
  const url = await read<string>((reader) => reader.readAsDataURL(blob));
  // readAsDataURL always writes base64: only the type before it is replaced.
  return url.replace(/^data:[^,]*,/, `data:${contentType};base64,`);
}
