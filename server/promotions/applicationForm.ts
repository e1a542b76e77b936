import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { IMAGE_UPLOAD_RULES, imageTypeOf, type UploadImageType } from '../../kernel/imageUpload';
import {
  APPLICATION_FORM_FIELDS,
  APPLICATION_RULES,
  type ApplicationIssue,
  applicationTextFieldsSchema,
  applicationTextIssues,
  imageIssueOf,
} from '../../kernel/promotions';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { readMultipart } from '../multipart';
import { APPLICATION_ISSUE_MESSAGE } from '../promotionMessages';
import { ApiError } from '../respond';
import { parseInput } from '../validate';
import type { CheckedApplication } from './actions';

/** A rule of SPEC 5 broken: 400 APPLICATION_INVALID worded by the issue (naming the file when it is about one). */
const invalid = (issue: ApplicationIssue, fileName?: string) => new ApiError(400, ErrorCode.applicationInvalid, APPLICATION_ISSUE_MESSAGE[issue], fileName);

export type ReadApplication = {
  promotionId: number;
  idempotencyKey: string;
  application: CheckedApplication;
  /** What identifies the request for its idempotency key: the fields and each image's digest. */
  fingerprint: unknown;
};

/** The form's text fields (all but the images). */
const APPLICATION_TEXT_FIELDS = [
  APPLICATION_FORM_FIELDS.promotionId,
  APPLICATION_FORM_FIELDS.comment,
  APPLICATION_FORM_FIELDS.ageConfirmed,
  APPLICATION_FORM_FIELDS.idempotencyKey,
] as const;

/** One text field of the form: a single string (a repeated or file-valued one is malformed). */
const textField = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' || value === undefined ? value : null;
};

/**
 * The activity application as sent (multipart/form-data, APPLICATION_FORM_FIELDS), checked again
 * against every rule the form checks (SPEC 5, SPEC 9): the comment (1 to 140 characters), the age
 * confirmation of a birthday promotion, at most 3 images, each png or jpg BY ITS BYTES, not empty
 * and at most 5 MB. The first broken rule refuses the whole application; nothing is stored.
 */
export async function readApplication(c: Context<AppEnv>, ctx: Pick<ServerContext, 'stores'>): Promise<ReadApplication> {
  // Read as a stream with limits on its parts: 4 text fields and the images (server/multipart.ts).
  const form = await readMultipart(c, {
    textFields: APPLICATION_TEXT_FIELDS,
    maxFiles: APPLICATION_RULES.images.maxFiles,
    maxFileBytes: IMAGE_UPLOAD_RULES.maxBytes,
  });
  const fields = parseInput(applicationTextFieldsSchema, {
    promotionId: textField(form, APPLICATION_FORM_FIELDS.promotionId),
    comment: textField(form, APPLICATION_FORM_FIELDS.comment) ?? '',
    ageConfirmed: textField(form, APPLICATION_FORM_FIELDS.ageConfirmed),
    idempotencyKey: textField(form, APPLICATION_FORM_FIELDS.idempotencyKey),
  });
  const promotion = ctx.stores.promotions.byId(fields.promotionId);
  if (!promotion) throw new ApiError(200, ErrorCode.promotionNotFound, 'promotionNotFound');

  const ageConfirmed = fields.ageConfirmed === 'true';
  const [textIssue] = applicationTextIssues({ comment: fields.comment, ageConfirmed }, promotion.requiresAgeConfirmation === 1);
  if (textIssue) throw invalid(textIssue);

  const field = form[APPLICATION_FORM_FIELDS.images];
  const entries = field === undefined ? [] : Array.isArray(field) ? field : [field];
  if (entries.length > APPLICATION_RULES.images.maxFiles) throw invalid('imageTooMany');
  const images: { contentType: UploadImageType; bytes: Uint8Array }[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') throw invalid('imageBadType');
    // Too large is known from the size alone: such a file is not read.
    const bytes = entry.size > IMAGE_UPLOAD_RULES.maxBytes ? new Uint8Array() : new Uint8Array(await entry.arrayBuffer());
    const contentType = imageTypeOf(bytes);
    const issue = imageIssueOf({ name: entry.name, type: entry.type, size: entry.size, contentType });
    if (issue || !contentType) throw invalid(issue ?? 'imageNotImage', entry.name);
    images.push({ contentType, bytes });
  }

  const comment = fields.comment.trim();
  return {
    promotionId: promotion.id,
    idempotencyKey: fields.idempotencyKey,
    application: { comment, ageConfirmed, images },
    fingerprint: {
      promotionId: promotion.id,
      comment,
      ageConfirmed,
      images: images.map((image) => createHash('sha256').update(image.bytes).digest('hex')),
    },
  };
}
