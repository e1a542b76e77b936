/**
 * Where the platform is: the reference backend on the same origin by default, or a real operator
 * gateway through VITE_API_BASE and VITE_MERCHANT, with no code change.
 */
export const apiConfig = {
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  merchant: import.meta.env.VITE_MERCHANT ?? 'DEMO',
  timeoutMs: 15_000,
  getRetries: 2,
  retryBaseDelayMs: 400,
};
