import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../kernel/errorCodes';
import { MEMBER_PATH } from '../kernel/memberPaths';
import type { AppEnv } from './appEnv';
import { fail } from './respond';

/**
 * Every handler reads its body whole (c.req.text(), parseBody), so without a cap one large body
 * is held in memory several times over (an 80 MB body took the server from 186 MB to 2.75 GB).
 * JSON and sealed bodies are a few KB at most (a feedback text, a registration form).
 */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** Room beyond the images of an upload: multipart boundaries, part headers and the text fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** An image upload (a withdrawal proof, an activity application): up to 3 images of 5 MB each, as multipart/form-data. */
export const UPLOAD_BODY_LIMIT_BYTES = 3 * 5 * 1024 * 1024 + MULTIPART_OVERHEAD_BYTES;

/** Paths whose body is an upload and so get UPLOAD_BODY_LIMIT_BYTES; a new upload route adds its path here. */
export const UPLOAD_PATHS: readonly string[] = [MEMBER_PATH.uploadConfirmationProof, MEMBER_PATH.applyPromotion];

/**
 * Refuses a body over `maxBytes` with 413 before a handler reads it: at once when Content-Length
 * says so, else as soon as a chunked body passes the limit while it is streamed in, so no more
 * than `maxBytes` is ever buffered.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => fail(c, ErrorCode.payloadTooLarge, 'payloadTooLarge', { status: 413, detail: `at most ${maxBytes} bytes` }),
  });
}

/** The API's limit: UPLOAD_BODY_LIMIT_BYTES on the upload paths, JSON_BODY_LIMIT_BYTES everywhere else. */
export function limitApiBodies(options: { uploadPaths?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  const uploadPaths = new Set(options.uploadPaths ?? UPLOAD_PATHS);
  const jsonLimit = limitBody(JSON_BODY_LIMIT_BYTES);
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT_BYTES);
  return createMiddleware<AppEnv>((c, next) => (uploadPaths.has(c.req.path) ? uploadLimit : jsonLimit)(c, next));
}
