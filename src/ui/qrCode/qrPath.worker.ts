import { qrPath } from './qrPath';

/** Computes QR codes off the page's main thread: one answer per request, tagged with its id. */
self.onmessage = (event: MessageEvent<{ id: number; value: string }>) => {
  const { id, value } = event.data;
  self.postMessage({ id, path: qrPath(value) });
};
