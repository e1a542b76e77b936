import type { PointConfig, PointRecord, PointRecordKind, PointReward, RedeemStatus } from '../../kernel/points';
import { ART_PREFIX } from '../art/urls';
import { type Lang, localiseColumns } from '../i18n';
import { createPointLedger, pointAccount } from '../points/pointLedger';
import type { Db } from '../types';

/** Where a reward's generated picture is served (server/routes/points.ts). */
export const rewardImageUrl = (id: number) => `${ART_PREFIX}/reward/${id}.svg`;

export type RewardRow = {
  id: number;
  nameEn: string;
  nameHi: string;
  descriptionEn: string;
  descriptionHi: string;
  art: string;
  points: number;
  stock: number;
  sort: number;
};
export type RedeemRow = {
  id: number;
  memberId: number;
  rewardId: number;
  points: number;
  status: RedeemStatus;
  receiverAddress: string;
  mobile: string;
  holdTransactionId: number;
  decisionTransactionId: number | null;
  createdAt: number;
  decidedAt: number | null;
};
export type NewReward = Omit<RewardRow, 'id'>;

const REWARD_COLUMNS = `id, name_en AS nameEn, name_hi AS nameHi, description_en AS descriptionEn, description_hi AS descriptionHi, art, points, stock, sort`;
const REDEEM_COLUMNS = `id, member_id AS memberId, reward_id AS rewardId, points, status, receiver_address AS receiverAddress, mobile,
  hold_transaction_id AS holdTransactionId, decision_transaction_id AS decisionTransactionId, created_at AS createdAt, decided_at AS decidedAt`;

/** The reward's texts in a language. */
export const rewardText = (row: RewardRow, lang: Lang) => ({
  name: localiseColumns(lang, row.nameEn, row.nameHi),
  description: localiseColumns(lang, row.descriptionEn, row.descriptionHi),
});

export const rewardView = (row: RewardRow, lang: Lang): PointReward => ({
  id: row.id,
  ...rewardText(row, lang),
  imageUrl: rewardImageUrl(row.id),
  points: row.points,
  stock: row.stock,
});

/**
 * The points mall's tables (migration 012): the merchant's rules, the points ledger, the settled
 * bets credited, the reward catalogue and the redeems.
 */
export function createPointStore(db: Db) {
  const ledger = createPointLedger(db);
  const config = db.prepare<[], { ratioPoints: number; ratioPaise: number; step: number; min: number; earn: number }>(
    `SELECT point_ratio_points AS ratioPoints, point_ratio_paise AS ratioPaise, point_convert_step AS step, point_convert_min AS min,
       point_earn_paise AS earn FROM merchant LIMIT 1`,
  );
  const rewards = db.prepare<[], RewardRow>(`SELECT ${REWARD_COLUMNS} FROM point_reward ORDER BY sort, id`);
  const rewardById = db.prepare<[number], RewardRow>(`SELECT ${REWARD_COLUMNS} FROM point_reward WHERE id = ?`);
  const insertReward = db.prepare(
    `INSERT INTO point_reward (name_en, name_hi, description_en, description_hi, art, points, stock, sort)
     VALUES (@nameEn, @nameHi, @descriptionEn, @descriptionHi, @art, @points, @stock, @sort)`,
  );
  const takeStock = db.prepare('UPDATE point_reward SET stock = stock - 1 WHERE id = ? AND stock > 0');
  const giveStock = db.prepare('UPDATE point_reward SET stock = stock + 1 WHERE id = ?');
  const redeemById = db.prepare<[number], RedeemRow>(`SELECT ${REDEEM_COLUMNS} FROM point_redeem WHERE id = ?`);
  const redeemCount = db.prepare<[number], { count: number }>('SELECT COUNT(*) AS count FROM point_redeem WHERE member_id = ?');
  const redeemPage = db.prepare<[number, number, number], RedeemRow>(
    `SELECT ${REDEEM_COLUMNS} FROM point_redeem WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const inProcess = db.prepare<[], RedeemRow>(`SELECT ${REDEEM_COLUMNS} FROM point_redeem WHERE status = 'inProcess' ORDER BY created_at, id`);
  const insertRedeem = db.prepare(
    `INSERT INTO point_redeem (member_id, reward_id, points, status, receiver_address, mobile, hold_transaction_id, created_at)
     VALUES (@memberId, @rewardId, @points, 'inProcess', @receiverAddress, @mobile, @holdTransactionId, @createdAt)`,
  );
  const decideRedeem = db.prepare(
    "UPDATE point_redeem SET status = @status, decision_transaction_id = @transactionId, decided_at = @decidedAt WHERE id = @id AND status = 'inProcess'",
  );
  const approvedPoints = db.prepare<[number], { points: number }>(
    "SELECT COALESCE(SUM(points), 0) AS points FROM point_redeem WHERE member_id = ? AND status = 'approved'",
  );
  const convertedPoints = db.prepare<[string], { points: number }>(
    `SELECT COALESCE(-SUM(e.points), 0) AS points FROM point_entry e
     JOIN point_transaction t ON t.id = e.transaction_id JOIN point_account a ON a.id = e.account_id
     WHERE t.kind = 'convert' AND a.code = ?`,
  );
  const recordCount = db.prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM point_entry e JOIN point_account a ON a.id = e.account_id WHERE a.code = ?');
  const recordPage = db.prepare<
    [string, number, number],
    { id: number; time: number; kind: PointRecordKind; points: number; balanceAfter: number; reference: string | null }
  >(
    `SELECT e.id, t.created_at AS time, t.kind, e.points, e.balance_after AS balanceAfter, t.reference
     FROM point_entry e JOIN point_account a ON a.id = e.account_id JOIN point_transaction t ON t.id = e.transaction_id
     WHERE a.code = ? ORDER BY e.id DESC LIMIT ? OFFSET ?`,
  );

  return {
    ledger,
    config(): PointConfig {
      const row = config.get();
      if (!row) throw new Error('no merchant row: the points mall has no rules');
      return {
        ratio: { points: row.ratioPoints, paise: row.ratioPaise },
        convertStepPoints: row.step,
        convertMinPoints: row.min,
        earnValidBetPaisePerPoint: row.earn,
        expires: false,
      };
    },
    rewards: () => rewards.all(),
    rewardById: (id: number) => rewardById.get(id),
    addReward: (reward: NewReward) => Number(insertReward.run(reward).lastInsertRowid),
    /** One of the reward taken for a redeem; false when none is left. */
    takeStock: (rewardId: number) => takeStock.run(rewardId).changes === 1,
    giveStockBack: (rewardId: number) => void giveStock.run(rewardId),
    redeemById: (id: number) => redeemById.get(id),
    redeemCount: (memberId: number) => redeemCount.get(memberId)?.count ?? 0,
    redeemPage: (memberId: number, limit: number, offset: number) => redeemPage.all(memberId, limit, offset),
    /** Redeems waiting for the operator, oldest first. */
    inProcess: () => inProcess.all(),
    insertRedeem: (row: Pick<RedeemRow, 'memberId' | 'rewardId' | 'points' | 'receiverAddress' | 'mobile' | 'holdTransactionId' | 'createdAt'>) =>
      Number(insertRedeem.run(row).lastInsertRowid),
    /** Approves or rejects a redeem In Process; false when it was decided already. */
    decide: (id: number, status: Exclude<RedeemStatus, 'inProcess'>, transactionId: number, decidedAt: number) =>
      decideRedeem.run({ id, status, transactionId, decidedAt }).changes === 1,
    /** The member's points: spendable, held by redeems in process, and exchanged for good. */
    summary(memberId: number) {
      const current = ledger.balanceOf(pointAccount.spendable(memberId));
      const held = ledger.balanceOf(pointAccount.hold(memberId));
      const changed = (approvedPoints.get(memberId)?.points ?? 0) + (convertedPoints.get(pointAccount.spendable(memberId))?.points ?? 0);
      return { currentPoints: current, pointsBalance: current + held, changedPoints: changed };
    },
    recordCount: (memberId: number) => recordCount.get(pointAccount.spendable(memberId))?.count ?? 0,
    recordPage: (memberId: number, limit: number, offset: number): PointRecord[] => recordPage.all(pointAccount.spendable(memberId), limit, offset),
  };
}
export type PointStore = ReturnType<typeof createPointStore>;
