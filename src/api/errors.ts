/**
 * Every failure of a platform call is one of these kinds, so that machines can decide by kind
 * (retry, show the server's message, return to guest) without looking at transport details.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'business' | 'contract' | 'expired';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      path: string;
      status?: number;
      code?: string | null;
      /** The failed response's value, e.g. `{captcha: true}` after a failed login. */
      value?: unknown;
      issues?: string[];
    },
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
