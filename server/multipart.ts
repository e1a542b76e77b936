import Busboy, { type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import type { Context } from 'hono';
import { ErrorCode } from '../kernel/errorCodes';
import type { AppEnv } from './appEnv';
import { ApiError } from './respond';

/** A form as read: each name's value, or its values in the order sent when it came more than once (the shape of Hono's parseBody({ all: true })). */
export type MultipartForm = Record<string, string | File | (string | File)[]>;

export type MultipartRules = {
  /** The form's text fields: one part each. */
  textFields: readonly string[];
  /** The files the route takes (all file parts together). */
  maxFiles: number;
  /** The largest file the route takes, in bytes. */
  maxFileBytes: number;
  /** The longest text value; a longer one refuses the form (default MAX_TEXT_FIELD_BYTES). */
  maxTextBytes?: number;
};

/** Text fields are short (a comment of 140 characters, an id, a key): 16 KB is far beyond any of them. */
export const MAX_TEXT_FIELD_BYTES = 16 * 1024;

/**
 * How much is handed to the parser at a time: between two slices it is asked whether a limit has
 * tripped, so a body that arrives as one big buffer is not parsed to its end after that.
 */
const SLICE_BYTES = 64 * 1024;

const malformed = () => new ApiError(400, ErrorCode.invalidInput, 'invalidInput', 'the body is not multipart/form-data');
const tooLarge = (detail: string) => new ApiError(413, ErrorCode.payloadTooLarge, 'payloadTooLarge', detail);

/**
 * Reads a multipart/form-data (or urlencoded) request as a stream, with limits on its parts: at
 * most the route's files plus its text fields. Parsing the whole body first and counting after
 * (parseBody) let 136,770 tiny parts hold the event loop for 18.6 s (issue 21); here a part over
 * the limits refuses the request with 413 as soon as the parser meets it, and the rest of the
 * body is never parsed (the Node server discards it after the answer).
 *
 * One file more than the route takes is still read, so the route refuses "too many images" in its
 * own words as before; more than that is a 413. A file over `maxFileBytes` is kept as its first
 * `maxFileBytes + 1` bytes (the rest is skipped, not buffered), so the route's size rule still
 * sees it as too large and names it. A body that is not multipart, or is cut or malformed, is a
 * 400 INVALID_INPUT.
 */
export async function readMultipart(c: Context<AppEnv>, rules: MultipartRules): Promise<MultipartForm> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i.test(contentType)) throw malformed();
  const maxFiles = rules.maxFiles + 1;
  const maxFields = rules.textFields.length;
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { 'content-type': contentType },
      // As the Fetch standard's FormData reads a form: a part with a file name is a file.
      isPartAFile: (_name, _type, fileName) => fileName !== undefined,
      limits: {
        parts: maxFields + maxFiles,
        fields: maxFields,
        files: maxFiles,
        fileSize: rules.maxFileBytes + 1,
        fieldSize: rules.maxTextBytes ?? MAX_TEXT_FIELD_BYTES,
      },
    });
  } catch {
    throw malformed(); // no boundary, or a type the parser does not read
  }

  const entries: { name: string; value: string | Promise<File> }[] = [];
  let refusal: ApiError | null = null;
  let finished = false;
  // Every wait below also ends when a limit trips or the parser fails, so none can hang.
  let wake = () => {};
  const refuse = (error: ApiError) => {
    refusal ??= error;
    wake();
  };
  parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
    if (valueTruncated) refuse(tooLarge(`a text field of at most ${rules.maxTextBytes ?? MAX_TEXT_FIELD_BYTES} bytes`));
    else entries.push({ name, value });
  });
  parser.on('file', (name: string, stream: BusboyFileStream, fileName: string, _encoding: string, type: string) => {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    const file = new Promise<File>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => chunks.push(new Uint8Array(chunk)));
      stream.on('end', () => resolve(new File(chunks, fileName, { type })));
      stream.on('error', reject);
    });
    file.catch(() => {}); // a refused form never awaits its files
    entries.push({ name, value: file });
  });
  parser.on('partsLimit', () => refuse(tooLarge(`at most ${maxFields + rules.maxFiles} parts`)));
  parser.on('filesLimit', () => refuse(tooLarge(`at most ${rules.maxFiles} files`)));
  parser.on('fieldsLimit', () => refuse(tooLarge(`at most ${maxFields} text fields`)));
  parser.on('error', () => refuse(malformed()));
  parser.on('finish', () => {
    finished = true;
    wake();
  });
  const until = (event: 'drain' | 'finish') =>
    new Promise<void>((resolve) => {
      wake = resolve;
      if (event === 'drain') parser.once('drain', resolve);
    });

  const reader = c.req.raw.body?.getReader();
  try {
    while (reader && !refusal) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let start = 0; start < value.length && !refusal; start += SLICE_BYTES) {
        if (!parser.write(value.subarray(start, start + SLICE_BYTES)) && !refusal) await until('drain');
      }
    }
    if (!refusal) {
      const ended = until('finish');
      parser.end();
      if (!finished && !refusal) await ended;
    }
  } catch {
    refuse(malformed()); // the body stream failed (the client went away)
  }
  if (refusal || !finished) {
    // Stop reading: the rest of the body is not parsed (the Node server discards it after the answer).
    reader?.cancel().catch(() => {});
    parser.removeAllListeners('field');
    parser.removeAllListeners('file');
    parser.on('error', () => {});
    parser.destroy();
    throw refusal ?? malformed();
  }

  const form: MultipartForm = Object.create(null);
  for (const entry of entries) {
    const value = typeof entry.value === 'string' ? entry.value : await entry.value.catch(() => Promise.reject(malformed()));
    const known = form[entry.name];
    if (known === undefined) form[entry.name] = value;
    else if (Array.isArray(known)) known.push(value);
    else form[entry.name] = [known, value];
  }
  return form;
}
