import type { Db } from '../types';

export type MailRow = { to: string; username: string; subject: string; text: string; sentAt: number };

/** Mails the backend 'sends': nothing leaves the machine, the dev mail outbox shows them. */
export function createMailStore(db: Db) {
  const insert = db.prepare('INSERT INTO mail_outbox (to_address, username, subject, body, created_at) VALUES (@to, @username, @subject, @text, @sentAt)');
  const outbox = db.prepare<[number], MailRow>(
    `SELECT to_address AS "to", username, subject, body AS text, created_at AS sentAt FROM mail_outbox
     ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  return {
    send: (mail: MailRow) => void insert.run(mail),
    outbox: (limit: number) => outbox.all(limit),
  };
}
export type MailStore = ReturnType<typeof createMailStore>;
