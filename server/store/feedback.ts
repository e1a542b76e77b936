import type { Db } from '../types';

export type FeedbackRow = { memberId: number | null; sender: string; type: number; content: string; createdAt: number };

/** Feedback left by members and guests. */
export function createFeedbackStore(db: Db) {
  const insert = db.prepare('INSERT INTO feedback (member_id, sender, type, content, created_at) VALUES (@memberId, @sender, @type, @content, @createdAt)');
  const latest = db.prepare<[number], FeedbackRow>(`SELECT member_id AS memberId, sender, type, content, created_at AS createdAt FROM feedback ORDER BY id DESC LIMIT ?`);
  return {
    save: (row: FeedbackRow) => void insert.run(row),
    latest: (limit: number) => latest.all(limit),
  };
}
export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
