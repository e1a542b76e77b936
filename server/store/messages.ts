import type { InboxMessage, InboxPage } from '../../kernel/inbox';
import { type Lang, localiseColumns } from '../i18n';
import type { Db } from '../types';

/**
 * A member's unread messages: the inbox's badge, and also the member info's and CSP_unreadCount's
 * (server/store/members.ts reads the same statement), so the three always agree. A deleted
 * message is never counted.
 */
export const UNREAD_MESSAGES_SQL = 'SELECT COUNT(*) AS count FROM member_message WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL';

type MessageRow = {
  id: number;
  titleEn: string;
  titleHi: string | null;
  contentEn: string;
  contentHi: string;
  createdAt: number;
  readAt: number | null;
};

const COLUMNS = `id, title AS titleEn, title_hi AS titleHi, content_en AS contentEn, content_hi AS contentHi,
  created_at AS createdAt, read_at AS readAt`;

/** The member's own live (undeleted) messages among `@ids` (a JSON array): what a read or delete may touch. */
const OWN_LIVE = 'member_id = @memberId AND deleted_at IS NULL AND id IN (SELECT value FROM json_each(@ids))';

/** The Hindi text when the request is in Hindi and the message has one, else the English. */
const pick = (lang: Lang, en: string, hi: string | null) => localiseColumns(lang, en, hi);

const view = (row: MessageRow, lang: Lang): InboxMessage => ({
  id: row.id,
  title: pick(lang, row.titleEn, row.titleHi),
  content: pick(lang, row.contentEn, row.contentHi),
  createdAt: row.createdAt,
  read: row.readAt !== null,
});

/**
 * The member's message inbox (module INBOX3): pages newest first, and the writes (read some, read
 * all, delete some), each in one transaction and answering the unread count after it. A read or
 * delete naming any id that is not the member's own live message changes nothing and answers null.
 */
export function createMessageStore(db: Db) {
  const unread = db.prepare<[number], { count: number }>(UNREAD_MESSAGES_SQL);
  const live = db.prepare<[number], { count: number }>('SELECT COUNT(*) AS count FROM member_message WHERE member_id = ? AND deleted_at IS NULL');
  const page = db.prepare<{ memberId: number; limit: number; offset: number }, MessageRow>(
    `SELECT ${COLUMNS} FROM member_message WHERE member_id = @memberId AND deleted_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const ownLive = db.prepare<{ memberId: number; ids: string }, { count: number }>(`SELECT COUNT(*) AS count FROM member_message WHERE ${OWN_LIVE}`);
  // An already read message keeps its first read time.
  const markRead = db.prepare<{ memberId: number; ids: string; now: number }>(`UPDATE member_message SET read_at = @now WHERE ${OWN_LIVE} AND read_at IS NULL`);
  const markAllRead = db.prepare<[number, number]>('UPDATE member_message SET read_at = ? WHERE member_id = ? AND deleted_at IS NULL AND read_at IS NULL');
  const markDeleted = db.prepare<{ memberId: number; ids: string; now: number }>(`UPDATE member_message SET deleted_at = @now WHERE ${OWN_LIVE}`);

  const unreadCount = (memberId: number) => unread.get(memberId)?.count ?? 0;

  /** Runs `write` when every id (duplicates counted once) is the member's own live message; else changes nothing. */
  const whenAllOwn = (memberId: number, ids: readonly number[], write: (ids: string) => void) =>
    db.transaction((): number | null => {
      const distinct = [...new Set(ids)];
      const json = JSON.stringify(distinct);
      if ((ownLive.get({ memberId, ids: json })?.count ?? 0) !== distinct.length) return null;
      write(json);
      return unreadCount(memberId);
    })();

  return {
    unreadCount,
    /**
     * A page of the member's live messages, newest first (created_at, then id, descending), in
     * `lang`. A page number past the last page answers the last page (pageNo says which); an
     * empty inbox is one empty page.
     */
    page(memberId: number, pageNo: number, pageSize: number, lang: Lang): InboxPage {
      return db.transaction((): InboxPage => {
        const totalCount = live.get(memberId)?.count ?? 0;
        const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
        const shown = Math.min(pageNo, totalPages);
        const rows = page.all({ memberId, limit: pageSize, offset: (shown - 1) * pageSize });
        return {
          items: rows.map((row) => view(row, lang)),
          pageNo: shown,
          pageSize,
          totalPages,
          totalCount,
          unreadCount: unreadCount(memberId),
        };
      })();
    },
    /** Marks the messages read; the unread count after it, or null (nothing changed) when an id is not the member's live message. */
    read: (memberId: number, ids: readonly number[], now: number) => whenAllOwn(memberId, ids, (json) => markRead.run({ memberId, ids: json, now })),
    /** Marks every live message of the member read; the unread count after it (0). */
    readAll: (memberId: number, now: number) =>
      db.transaction((): number => {
        markAllRead.run(now, memberId);
        return unreadCount(memberId);
      })(),
    /** Deletes the messages (kept as rows, never shown again); the unread count after it, or null as for read. */
    remove: (memberId: number, ids: readonly number[], now: number) => whenAllOwn(memberId, ids, (json) => markDeleted.run({ memberId, ids: json, now })),
  };
}
export type MessageStore = ReturnType<typeof createMessageStore>;
