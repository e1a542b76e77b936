import type { SmsPurpose } from '../../kernel/account';
import type { Db } from '../types';

export type SmsCodeRow = {
  id: number;
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobile: string;
  code: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  wrongAttempts: number;
};

/** A sent code as the dev SMS outbox lists it, with the account the number belongs to. */
export type SentSmsRow = SmsCodeRow & { username: string | null; authenticatorSecret: string | null };

/**
 * The code of one kept but never sent (a pretended code to a number no account has): the check
 * of server/sms.ts never takes it as right, and the dev outbox leaves it out.
 */
export const UNSENT_CODE_MARK = 'unsent:';

const COLUMNS = `s.id, s.purpose, s.country_dialing_code AS countryDialingCode, s.mobile, s.code, s.created_at AS createdAt,
  s.expires_at AS expiresAt, s.used_at AS usedAt, s.wrong_attempts AS wrongAttempts`;

/**
 * SMS codes: every code 'sent' is a row (which the dev SMS outbox reads). For a number and a
 * purpose only the newest code counts; it is spent by its first successful check.
 */
export function createSmsCodeStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO sms_code (purpose, country_dialing_code, mobile, code, created_at, expires_at)
     VALUES (@purpose, @countryDialingCode, @mobile, @code, @now, @expiresAt)`,
  );
  const latest = db.prepare<[SmsPurpose, string, string], SmsCodeRow>(
    `SELECT ${COLUMNS} FROM sms_code s WHERE purpose = ? AND country_dialing_code = ? AND mobile = ?
     ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const spend = db.prepare('UPDATE sms_code SET used_at = ? WHERE id = ? AND used_at IS NULL');
  const wrong = db.prepare<[number], { wrongAttempts: number }>(
    'UPDATE sms_code SET wrong_attempts = wrong_attempts + 1 WHERE id = ? RETURNING wrong_attempts AS wrongAttempts',
  );
  const outbox = db.prepare<[number], SentSmsRow>(
    `SELECT ${COLUMNS}, m.username, m.authenticator_secret AS authenticatorSecret FROM sms_code s
     LEFT JOIN member m ON m.country_dialing_code = s.country_dialing_code AND m.mobile = s.mobile
     WHERE substr(s.code, 1, ${UNSENT_CODE_MARK.length}) <> '${UNSENT_CODE_MARK}'
     ORDER BY s.created_at DESC, s.id DESC LIMIT ?`,
  );
  const sentSince = db.prepare<[number], { sent: number }>(
    `SELECT count(*) AS sent FROM sms_code WHERE created_at >= ? AND substr(code, 1, ${UNSENT_CODE_MARK.length}) <> '${UNSENT_CODE_MARK}'`,
  );

  return {
    save: (row: { purpose: SmsPurpose; countryDialingCode: string; mobile: string; code: string; now: number; expiresAt: number }) => void insert.run(row),
    latest: (purpose: SmsPurpose, countryDialingCode: string, mobile: string) => latest.get(purpose, countryDialingCode, mobile) ?? null,
    /** True when this call spent it (false if it was already used). */
    spend: (id: number, now: number) => spend.run(now, id).changes > 0,
    /** Counts a wrong answer against the code and returns the count so far. */
    recordWrong: (id: number) => wrong.get(id)?.wrongAttempts ?? 0,
    outbox: (limit: number) => outbox.all(limit),
    /** How many codes went out (pretended ones left out) from `since` on, every purpose together. */
    sentSince: (since: number) => sentSince.get(since)?.sent ?? 0,
  };
}
export type SmsCodeStore = ReturnType<typeof createSmsCodeStore>;
