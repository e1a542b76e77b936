import type { HelpTopicId } from '../../kernel/help';
import type { Db } from '../types';

export type HelpTopicRow = { id: HelpTopicId; titleEn: string; titleHi: string; contentEn: string; contentHi: string };

/** The help centre's topics in both languages, in menu order. */
export function createHelpStore(db: Db) {
  const topics = db.prepare<[], HelpTopicRow>(
    'SELECT id, title_en AS titleEn, title_hi AS titleHi, content_en AS contentEn, content_hi AS contentHi FROM help_topic ORDER BY sort',
  );
  return { topics: () => topics.all() };
}
export type HelpStore = ReturnType<typeof createHelpStore>;
