import { REWARD_LIST_LIMIT, type Reward, type RewardKind, type RewardStatus } from '../../kernel/rewardCenter';
import { type Lang, localiseColumns } from '../i18n';
import type { Db } from '../types';

export type MemberRewardRow = {
  id: number;
  memberId: number;
  kind: RewardKind;
  grantKey: string;
  titleEn: string;
  titleHi: string;
  amountPaise: number;
  turnoverMultiplier: number;
  grantedAt: number;
  expiresAt: number;
  seenAt: number | null;
  claimedAt: number | null;
  transactionId: number | null;
};

export type NewMemberReward = Omit<MemberRewardRow, 'id' | 'seenAt' | 'claimedAt' | 'transactionId'> & { seenAt?: number | null };

const COLUMNS = `id, member_id AS memberId, kind, grant_key AS grantKey, title_en AS titleEn, title_hi AS titleHi,
  amount_paise AS amountPaise, turnover_multiplier AS turnoverMultiplier, granted_at AS grantedAt, expires_at AS expiresAt,
  seen_at AS seenAt, claimed_at AS claimedAt, transaction_id AS transactionId`;

/** Claimed once paid; expired when its time ran out unclaimed (at its expiry it can no longer be claimed); else claimable. */
export function rewardStatusOf(row: Pick<MemberRewardRow, 'claimedAt' | 'expiresAt'>, now: number): RewardStatus {
  if (row.claimedAt !== null) return 'claimed';
  return row.expiresAt <= now ? 'expired' : 'claimable';
}

export const rewardView = (row: MemberRewardRow, lang: Lang, now: number): Reward => ({
  id: row.id,
  kind: row.kind,
  title: localiseColumns(lang, row.titleEn, row.titleHi),
  amountPaise: row.amountPaise,
  turnoverMultiplier: row.turnoverMultiplier,
  grantedAt: row.grantedAt,
  expiresAt: row.expiresAt,
  claimedAt: row.claimedAt,
  status: rewardStatusOf(row, now),
  seen: row.seenAt !== null,
});

/** The badge's rule (kernel/rewardCenter.ts): unclaimed, and either not seen yet or still claimable. */
const UNREAD = 'member_id = @memberId AND claimed_at IS NULL AND (seen_at IS NULL OR expires_at > @now)';

/**
 * The rewards granted to members (module REWCEN3): the list the reward center shows, the badge's
 * count, seeing and the claim's status change (the money is moved by the caller, in the same
 * transaction: server/rewards/rewardClaims.ts).
 */
export function createMemberRewardStore(db: Db) {
  const byId = db.prepare<[number], MemberRewardRow>(`SELECT ${COLUMNS} FROM member_reward WHERE id = ?`);
  const byKey = db.prepare<[number, string], MemberRewardRow>(`SELECT ${COLUMNS} FROM member_reward WHERE member_id = ? AND grant_key = ?`);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO member_reward (member_id, kind, grant_key, title_en, title_hi, amount_paise, turnover_multiplier, granted_at, expires_at, seen_at)
     VALUES (@memberId, @kind, @grantKey, @titleEn, @titleHi, @amountPaise, @turnoverMultiplier, @grantedAt, @expiresAt, @seenAt)`,
  );
  // claimable first, the soonest to expire (then the first granted) first; then the others, newest first
  const list = db.prepare<{ memberId: number; now: number; limit: number }, MemberRewardRow>(
    `SELECT ${COLUMNS} FROM member_reward WHERE member_id = @memberId
     ORDER BY (claimed_at IS NULL AND expires_at > @now) DESC,
       CASE WHEN claimed_at IS NULL AND expires_at > @now THEN expires_at END ASC,
       CASE WHEN claimed_at IS NULL AND expires_at > @now THEN id END ASC,
       granted_at DESC, id DESC
     LIMIT @limit`,
  );
  const unread = db.prepare<{ memberId: number; now: number }, { count: number }>(`SELECT COUNT(*) AS count FROM member_reward WHERE ${UNREAD}`);
  const own = db.prepare<{ memberId: number; ids: string }, { count: number }>(
    'SELECT COUNT(*) AS count FROM member_reward WHERE member_id = @memberId AND id IN (SELECT value FROM json_each(@ids))',
  );
  const markSeen = db.prepare<{ memberId: number; ids: string; now: number }>(
    'UPDATE member_reward SET seen_at = @now WHERE member_id = @memberId AND seen_at IS NULL AND id IN (SELECT value FROM json_each(@ids))',
  );
  const markClaimed = db.prepare<{ id: number; now: number; transactionId: number }>(
    'UPDATE member_reward SET claimed_at = @now, transaction_id = @transactionId, seen_at = COALESCE(seen_at, @now) WHERE id = @id AND claimed_at IS NULL',
  );

  const unreadCount = (memberId: number, now: number) => unread.get({ memberId, now })?.count ?? 0;

  return {
    byId: (id: number) => byId.get(id) ?? null,
    /** Grants a reward once per member and key: granting again answers the reward granted the first time. */
    grant(reward: NewMemberReward): MemberRewardRow {
      insert.run({ seenAt: null, ...reward });
      const row = byKey.get(reward.memberId, reward.grantKey);
      if (!row) throw new Error(`reward ${reward.grantKey} of member ${reward.memberId} did not persist`);
      return row;
    },
    /** The list the reward center shows, in `lang` and as of `now`. */
    list: (memberId: number, now: number, lang: Lang) => list.all({ memberId, now, limit: REWARD_LIST_LIMIT }).map((row) => rewardView(row, lang, now)),
    unreadCount,
    /** The rewards shown are seen; the badge's count after it, or null (nothing changed) when an id is not the member's. */
    markSeen: (memberId: number, ids: readonly number[], now: number) =>
      db.transaction((): number | null => {
        const json = JSON.stringify([...new Set(ids)]);
        if ((own.get({ memberId, ids: json })?.count ?? 0) !== new Set(ids).size) return null;
        markSeen.run({ memberId, ids: json, now });
        return unreadCount(memberId, now);
      })(),
    /** The claim's status change; false when the reward was claimed meanwhile. */
    markClaimed: (id: number, now: number, transactionId: number) => markClaimed.run({ id, now, transactionId }).changes === 1,
  };
}
export type MemberRewardStore = ReturnType<typeof createMemberRewardStore>;
