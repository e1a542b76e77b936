import { useLingui } from '@lingui/react/macro';

/** The shape of the API client's typed errors, read without importing the client (ui sits below api). */
type TypedFailure = { kind?: unknown; message?: unknown; details?: { status?: unknown } };

/**
 * Why a call failed, in the user's language: the platform's own message for a refusal (it comes
 * translated), SPEC 8's wording for network trouble, and a plain sentence for the rest.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) => {
    const failure = (typeof error === 'object' && error !== null ? error : {}) as TypedFailure;
    switch (failure.kind) {
      case 'network':
      case 'timeout':
        return t`Network link is abnormal, please try again`;
      case 'expired':
        return t`You are not logged in, please login`;
      case 'business':
        return typeof failure.message === 'string' && failure.message !== '' ? failure.message : t`Unknown error`;
      case 'http':
        return t`The server is having trouble, please try again shortly`;
      case 'contract':
        return t`The server sent an answer this page does not understand`;
      default:
        return t`Unknown error`;
    }
  };
}
