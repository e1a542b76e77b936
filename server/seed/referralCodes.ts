import { mulberry32 } from '../random';
import { createReferralStore } from '../store/referrals';
import type { Db } from '../types';
import { SEED } from './seedNumber';

/**
 * Every seeded member (type 0) gets its invitation code (SPEC 1 referral: every member can invite),
 * drawn from its own random stream the way a first request draws one. Agents keep theirs (or none:
 * an agent's code is its affiliate code), the admin and trial accounts get none. Runs last, when
 * every member exists.
 */
export function seedReferralCodes(db: Db): void {
  const random = mulberry32(SEED + 5);
  const referrals = createReferralStore(db);
  for (const { id } of db.prepare<[], { id: number }>('SELECT id FROM member WHERE invitation_code IS NULL AND type = 0 ORDER BY id').all()) {
    if (referrals.ensureCode(id, random) === null) throw new Error(`no invitation code could be drawn for member ${id}`);
  }
}
