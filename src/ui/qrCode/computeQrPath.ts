import type { QrPath } from './qrPath';

type Answer = { id: number; path: QrPath };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (path: QrPath) => void; reject: (error: unknown) => void }>();

/** The one worker that draws every QR code of the page, started on the first request. */
function qrWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./qrPath.worker.ts', import.meta.url), { type: 'module', name: 'qr-codes' });
  started.onmessage = (event: MessageEvent<Answer>) => {
    waiting.get(event.data.id)?.resolve(event.data.path);
    waiting.delete(event.data.id);
  };
  started.onerror = (error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
    worker = null;
  };
  worker = started;
  return started;
}

/**
 * The QR code of `value`, computed in a worker so that the page never holds its main thread for it;
 * where workers are missing (jsdom) or fail to start, computed here instead.
 */
export function computeQrPath(value: string): Promise<QrPath> {
  if (typeof Worker !== 'function') return import('./qrPath').then(({ qrPath }) => qrPath(value));
  const id = nextId++;
  return new Promise<QrPath>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    qrWorker().postMessage({ id, value });
  }).catch(() => import('./qrPath').then(({ qrPath }) => qrPath(value)));
}
