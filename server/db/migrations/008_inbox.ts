/**
 * The member's message inbox (kernel/inbox.ts, module INBOX3): each message gets its title
 * in Hindi (`title` stays the English one), its HTML content in both languages and a deletion
 * time. A deleted message is kept as a row but never listed, counted or readable again.
 */
export const inboxSchema = `
-- the Hindi title; null (or empty) falls back to the English title
ALTER TABLE member_message ADD COLUMN title_hi TEXT;
-- HTML from the platform, shown only through DOMPurify on the client
ALTER TABLE member_message ADD COLUMN content_en TEXT NOT NULL DEFAULT '';
ALTER TABLE member_message ADD COLUMN content_hi TEXT NOT NULL DEFAULT '';
ALTER TABLE member_message ADD COLUMN deleted_at INTEGER;

-- the inbox's listing: a member's live messages, newest first
CREATE INDEX member_message_inbox ON member_message (member_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
`;
