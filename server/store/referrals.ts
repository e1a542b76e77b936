import { addDays, indianDateOf, indianDayStart } from '../../kernel/records';
import type { ReferralFriendStatus, ReferralFriendsPage, ReferralTotals } from '../../kernel/referral';
import type { RandomSource } from '../random';
import { maskUserName, newReferralCode } from '../referral/codes';
import type { Db } from '../types';

/** The programme as the merchant sets it (migration 009). */
export type ReferralTerms = { commissionRateBps: number; activeMinValidBetPaise: number; activePeriodDays: number };

/** Draws of a new code before giving up (a clash is about one in 10^12 per draw, unless the random source repeats). */
export const CODE_ATTEMPTS = 8;

type FriendFigures = { deposited: number; validBetPaise: number; commissionPaise: number };
type FriendRow = FriendFigures & { username: string; joinedAt: number };

/** A friend's status: a deposit makes it more than registered, the period's valid bets make it active. */
export function friendStatus(friend: FriendFigures, terms: ReferralTerms): ReferralFriendStatus {
  if (!friend.deposited) return 'registered';
  return friend.validBetPaise >= terms.activeMinValidBetPaise ? 'active' : 'deposited';
}

/** Where the activity period begins at `now`: the start of the first of its India days (today is the last). */
export const activePeriodStart = (now: number, days: number) => indianDayStart(addDays(indianDateOf(now), -(days - 1)));

/** A friend's figures: whether it ever paid a deposit, its valid bets settled in the period, and what it earned the referrer. */
const FIGURES = `EXISTS (SELECT 1 FROM deposit_order d WHERE d.member_id = m.id AND d.status = 'paid') AS deposited,
  (SELECT COALESCE(SUM(b.valid_paise), 0) FROM bet b
    WHERE b.member_id = m.id AND b.currency = 'INR' AND b.settled_at IS NOT NULL AND b.settled_at >= @periodStart) AS validBetPaise,
  (SELECT COALESCE(SUM(rc.commission_paise), 0) FROM referral_commission rc
    WHERE rc.referrer_id = m.referrer_id AND rc.friend_id = m.id) AS commissionPaise`;

/**
 * Invite friends (module REFERRAL3): the programme's terms, each member's own invitation code
 * (member.invitation_code, shared with agents' affiliate codes so a code names one inviter), and
 * the friends a member invited with their figures.
 */
export function createReferralStore(db: Db) {
  const terms = db.prepare<[], ReferralTerms>(
    `SELECT referral_commission_bps AS commissionRateBps, referral_active_min_paise AS activeMinValidBetPaise,
       referral_active_days AS activePeriodDays FROM merchant LIMIT 1`,
  );
  const codeOf = db.prepare<[number], { code: string | null }>('SELECT invitation_code AS code FROM member WHERE id = ?');
  const taken = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM member WHERE invitation_code = ? COLLATE NOCASE');
  const setCode = db.prepare('UPDATE member SET invitation_code = ? WHERE id = ? AND invitation_code IS NULL');
  const count = db.prepare<[number], { count: number }>('SELECT COUNT(*) AS count FROM member WHERE referrer_id = ?');
  const page = db.prepare<{ referrerId: number; periodStart: number; limit: number; offset: number }, FriendRow>(
    `SELECT m.username, m.created_at AS joinedAt, ${FIGURES}
     FROM member m WHERE m.referrer_id = @referrerId
     ORDER BY m.created_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
  );
  const everyFriend = db.prepare<{ referrerId: number; periodStart: number }, FriendFigures>(`SELECT ${FIGURES} FROM member m WHERE m.referrer_id = @referrerId`);

  const readTerms = (): ReferralTerms => {
    const row = terms.get();
    if (!row) throw new Error('no merchant row: the referral programme has no terms');
    return row;
  };

  return {
    terms: readTerms,
    /**
     * The member's invitation code; one is made now when it has none (8 signs of
     * REFERRAL_CODE_ALPHABET, unused by any member or agent, in one transaction). Null when
     * CODE_ATTEMPTS draws all clashed: nothing is written and asking again draws again.
     */
    ensureCode: (memberId: number, random: RandomSource): string | null =>
      db.transaction((): string | null => {
        const current = codeOf.get(memberId)?.code;
        if (current) return current;
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
          const code = newReferralCode(random);
          if (taken.get(code)) continue;
          setCode.run(code, memberId);
          return code;
        }
        return null;
      })(),
    /**
     * A page of the member's friends, newest first (joined, then id), with the totals over all of
     * them; a page past the last answers the last page (pageNo says which), no friends one empty page.
     */
    friendsPage(referrerId: number, pageNo: number, pageSize: number, now: number): ReferralFriendsPage {
      return db.transaction((): ReferralFriendsPage => {
        const programme = readTerms();
        const periodStart = activePeriodStart(now, programme.activePeriodDays);
        const totalCount = count.get(referrerId)?.count ?? 0;
        const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
        const shown = Math.min(pageNo, totalPages);
        const items = page.all({ referrerId, periodStart, limit: pageSize, offset: (shown - 1) * pageSize }).map((row) => ({
          userName: maskUserName(row.username),
          joinedAt: row.joinedAt,
          status: friendStatus(row, programme),
          validBetPaise: row.validBetPaise,
          commissionPaise: row.commissionPaise,
        }));
        // The totals fold every friend with the same status rule as the rows, so the pages add up to them.
        const totals: ReferralTotals = { invitedCount: 0, activeCount: 0, commissionPaise: 0 };
        for (const friend of everyFriend.all({ referrerId, periodStart })) {
          totals.invitedCount += 1;
          if (friendStatus(friend, programme) === 'active') totals.activeCount += 1;
          totals.commissionPaise += friend.commissionPaise;
        }
        return { items, pageNo: shown, pageSize, totalPages, totalCount, totals };
      })();
    },
  };
}
export type ReferralStore = ReturnType<typeof createReferralStore>;
