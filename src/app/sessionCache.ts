import * as v from 'valibot';
import { writeStored } from '../platform/storage';

/**
 * SPEC 4: data kept in the browser session (the game vendor list) unless flushed; logging out
 * clears the session storage, which flushes it. Entries are validated again when read, so a stale
 * or tampered entry is fetched anew instead of shown.
 */
export function sessionCached<S extends v.GenericSchema>(key: () => string, schema: S, load: () => Promise<v.InferOutput<S>>) {
  const storage = () => globalThis.sessionStorage as Storage | undefined;
  return async (): Promise<v.InferOutput<S>> => {
    const entryKey = key();
    try {
      const stored = storage()?.getItem(entryKey);
      if (stored) {
        const parsed = v.safeParse(schema, JSON.parse(stored));
        if (parsed.success) return parsed.output;
      }
    } catch {
      // Unreadable storage or JSON: fall through to the server.
    }
    const fresh = await load();
    // A full or blocked storage only costs the next page a request.
    writeStored('session', entryKey, JSON.stringify(fresh));
    return fresh;
  };
}
