import type { AgentNotice } from '../../kernel/agency';
import type { Lang } from '../i18n';
import type { Db } from '../types';

/** The language notices fall back to when none is written in the request's. */
const FALLBACK_LANGUAGE: Lang = 'EN';

/** The agent notices in the request language (English when it has none), newest first. The HTML is the client's to sanitise. */
export function createAgentNotices(db: Db) {
  const inLanguage = db.prepare<[string], AgentNotice>(
    `SELECT id, title, content, published_at AS timestamp FROM agent_notice WHERE language = ? ORDER BY published_at DESC, id DESC`,
  );
  return (lang: Lang): AgentNotice[] => {
    const notices = inLanguage.all(lang);
    return notices.length > 0 || lang === FALLBACK_LANGUAGE ? notices : inLanguage.all(FALLBACK_LANGUAGE);
  };
}
