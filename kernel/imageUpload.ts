/**
 * SPEC 9 image uploads (withdrawal-confirmation proof, activity application): at most 3 images,
 * png or jpg, 5 MB each. What a file is comes from its first bytes (the PNG or JPEG signature),
 * never from its name or its MIME type alone: the client reads them before sending and the
 * backend again before storing, with the same check.
 */
export const IMAGE_UPLOAD_RULES = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
  extensions: ['.png', '.jpg', '.jpeg'],
} as const;

export type UploadImageType = (typeof IMAGE_UPLOAD_RULES.types)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** How many leading bytes tell the type (the longer signature, PNG's). */
export const IMAGE_SIGNATURE_LENGTH = PNG_SIGNATURE.length;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The image type the bytes really are (their signature), whatever the file is called. */
export function imageTypeOf(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** The image type a file name claims (.png, .jpg, .jpeg, any case), or null. */
export function imageTypeOfName(name: string): UploadImageType | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.png')) return 'image/png';
  if (lower.endsWith('.jpg') || lower.endsWith('.jpeg')) return 'image/jpeg';
  return null;
}
