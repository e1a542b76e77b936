import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';
import { CoreErrorCode as ErrorCode } from '../../kernel/coreErrorCodes';
import { failureEnvelope } from '../../kernel/envelope';
import { PATH } from '../../kernel/paths';
import { DEVICE, HEADER } from '../../kernel/platform';
import { publicKeyResponse } from '../../kernel/sealed';
import { ApiError } from './errors';
import { type EarlyAnswer, takeEarlyRead } from './firstScreenReads';
import type { PublicKey } from './seal';

/** Sealing (WebCrypto) loads with the first (E) call: the lobby makes none. */
const loadSealing = () => import('./seal');

export type ApiClientOptions = {
  baseURL: string;
  merchant: string;
  timeoutMs: number;
  getRetries: number;
  retryBaseDelayMs: number;
  getLanguage: () => string;
  getToken: () => string | null;
  /** Called on any 401, before the call rejects, so the session can return to guest. */
  onSessionExpired: () => void;
  fetch?: typeof globalThis.fetch;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined>;

/**
 * Refusals of a sealed body that mean the client's sealing is out of date: the server's key
 * changed (a restart), or its clock and the offset taken with the key drifted apart.
 */
const SEALING_OUT_OF_DATE: readonly string[] = [ErrorCode.badEncryption, ErrorCode.staleRequest];

const MALFORMED = Symbol('malformed');
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
};

/** The value of a response whose envelope and payload match `schema`, or a typed ApiError. */
function readEnvelope<S extends v.GenericSchema>(path: string, schema: S, body: unknown): v.InferOutput<S> {
  if (body === MALFORMED) throw new ApiError('contract', 'Malformed JSON response', { path });
  const failure = v.safeParse(failureEnvelope, body);
  if (failure.success) {
    const { code, message, value } = failure.output;
    throw new ApiError('business', message ?? 'Unknown error', { path, code, value });
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new ApiError('contract', 'Response does not match the contract', { path, issues });
  }
  return parsed.output;
}

export function createApiClient(options: ApiClientOptions) {
  const fetcher = ofetch.create(
    {
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      parseResponse: parseJson,
      // ofetch keeps the timed-out attempt's aborted signal in the options it retries with, so every
      // retry after a timeout aborted at once (unjs/ofetch#621): each attempt gets its own window.
      onRequest: (context) => {
        context.options.signal = undefined;
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );
  let publicKey: Promise<PublicKey> | undefined;

  function headers(): Record<string, string> {
    const token = options.getToken();
    return {
      [HEADER.merchant]: options.merchant,
      [HEADER.language]: options.getLanguage(),
      [HEADER.device]: DEVICE,
      ...(token ? { [HEADER.authorization]: token } : {}),
    };
  }

  function toApiError(path: string, error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (error instanceof FetchError) {
      const status = error.response?.status;
      if (status === 401) {
        options.onSessionExpired();
        return new ApiError('expired', 'You are not logged in, please login', { path, status, code: ErrorCode.notLoggedIn });
      }
      if (status !== undefined) {
        const body = error.data;
        const failure = v.safeParse(failureEnvelope, body);
        if (failure.success && status < 500) {
          const { code, message, value } = failure.output;
          return new ApiError('business', message ?? 'Unknown error', { path, status, code, value });
        }
        return new ApiError('http', `HTTP ${status}`, { path, status });
      }
      const cause = error.cause as { name?: string } | undefined;
      if (cause?.name === 'TimeoutError') return new ApiError('timeout', 'The request timed out', { path });
      return new ApiError('network', 'Network link is abnormal, please try again', { path });
    }
    return new ApiError('network', 'Network link is abnormal, please try again', { path });
  }

  /**
   * The value of a read the page's head made already (public/first-paint.js, for a visitor without
   * a session), or undefined: an early answer is used only when it is a clean 200 that matches the
   * contract within the call's time window; anything else (a failure, a fault, a slow answer) is
   * left for the ordinary call, with its retries, to meet as if the early read never happened.
   */
  async function earlyValue<S extends v.GenericSchema>(path: string, schema: S, query?: Query): Promise<v.InferOutput<S> | undefined> {
    // Only a read asked as this call would ask it (same language, same session or none) stands in for it.
    const early = takeEarlyRead(path, query, options.getLanguage(), options.getToken());
    if (!early) return undefined;
    const late = new Promise<EarlyAnswer>((resolve) => setTimeout(resolve, options.timeoutMs, { status: 0, text: '' }));
    const answer = await Promise.race([early, late]);
    if (answer.status !== 200) return undefined;
    try {
      return readEnvelope(path, schema, parseJson(answer.text));
    } catch {
      return undefined;
    }
  }

  async function call<S extends v.GenericSchema>(method: Method, path: string, schema: S, init: { query?: Query; body?: unknown } = {}): Promise<v.InferOutput<S>> {
    const idempotent = method === 'GET';
    if (idempotent) {
      const early = await earlyValue(path, schema, init.query);
      if (early !== undefined) return early;
    }
    try {
      const body = await fetcher(path, {
        method,
        headers: headers(),
        query: init.query,
        body: init.body as Record<string, unknown> | undefined,
        // Idempotent reads retry with exponential backoff; writes never retry blindly.
        retry: idempotent ? options.getRetries : 0,
        retryDelay: (context) => {
          const left = typeof context.options.retry === 'number' ? context.options.retry : 0;
          return options.retryBaseDelayMs * 2 ** (options.getRetries - left);
        },
      });
      return readEnvelope(path, schema, body);
    } catch (error) {
      throw toApiError(path, error);
    }
  }

  async function sealedBody(payload: unknown) {
    const { importPublicKey, seal } = await loadSealing();
    publicKey ??= call('GET', PATH.publicKey, publicKeyResponse).then(({ value }) => importPublicKey(value));
    try {
      return await seal(await publicKey, payload);
    } catch (error) {
      publicKey = undefined;
      throw error;
    }
  }

  async function callSealed<S extends v.GenericSchema>(method: Exclude<Method, 'GET'>, path: string, schema: S, payload: unknown) {
    try {
      return await call(method, path, schema, { body: await sealedBody(payload) });
    } catch (error) {
      // Not retried (it is a write), but the next sealed call fetches the key and the time again.
      if (error instanceof ApiError && SEALING_OUT_OF_DATE.includes(error.details.code ?? '')) publicKey = undefined;
      throw error;
    }
  }

  return {
    get: <S extends v.GenericSchema>(path: string, schema: S, query?: Query) => call('GET', path, schema, { query }),
    send: <S extends v.GenericSchema>(method: Exclude<Method, 'GET'>, path: string, schema: S, body?: unknown) => call(method, path, schema, { body }),
    /** An (E) call: the body is sealed with the backend's public key (see contract/sealed). */
    sendSealed: callSealed,
    /** A multipart upload (proof images): the browser sets the boundary. */
    sendMultipart: <S extends v.GenericSchema>(method: Exclude<Method, 'GET'>, path: string, schema: S, form: FormData) => call(method, path, schema, { body: form }),
    /** A form post (SPEC 7: forgot by email is a form POST). */
    sendForm: <S extends v.GenericSchema>(method: Exclude<Method, 'GET'>, path: string, schema: S, fields: Record<string, string>) =>
      call(method, path, schema, { body: new URLSearchParams(fields) }),
    /** Reads a response's bytes with the session's headers (an application image, served as the image it is). */
    getBlob: async (path: string, query?: Query): Promise<Blob> => {
      try {
        // Not the JSON reader: the body is kept as it came.
        return await fetcher<Blob, 'blob'>(path, { method: 'GET', headers: headers(), query, retry: options.getRetries, responseType: 'blob', parseResponse: undefined });
      } catch (error) {
        throw toApiError(path, error);
      }
    },
    /** Reads a response that is not enveloped (SPEC 7: game vendor's `data.lanes`). */
    getRaw: async <S extends v.GenericSchema>(path: string, schema: S, query?: Query): Promise<v.InferOutput<S>> => {
      try {
        const body = await fetcher(path, { method: 'GET', headers: headers(), query, retry: options.getRetries });
        if (body === MALFORMED) throw new ApiError('contract', 'Malformed JSON response', { path });
        const parsed = v.safeParse(schema, body);
        if (!parsed.success) throw new ApiError('contract', 'Response does not match the contract', { path });
        return parsed.output;
      } catch (error) {
        throw toApiError(path, error);
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
