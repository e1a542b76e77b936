import type { Db } from '../types';
import { MIGRATIONS } from './migrations/index';

/**
 * Brings a database up to the latest schema. PRAGMA user_version counts the migrations already
 * applied, so a database passed in by the caller (even a file one) is only moved forward.
 */
export function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  const pending = MIGRATIONS.slice(applied);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const migration of pending) db.exec(migration.sql);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}

/** Names of the tables the migrations created, children before parents (for wiping before a re-seed). */
export function tablesInDeleteOrder(): readonly string[] {
  return [
    // 022_two_factor
    'two_factor_ticket',
    'two_factor_recovery_code',
    'two_factor',
    // 017_device_sessions
    'login_attempt',
    // 018_social_identities
    'social_identity',
    'social_link_ticket',
    'social_nonce',
    // 021_player_safety
    'reality_check_setting',
    'player_break',
    // 019_safer_gambling
    'gambling_limit',
    'wagering_cursor',
    'wagering_requirement',
    'promotion_image',
    'promotion_entry',
    'promotion',
    'rebate_claim_line',
    'rebate_claim',
    'rebate_rate',
    'mission_completion',
    'mission_points',
    'mission_claim',
    'mission',
    'member_reward',
    'bonus_grant',
    'vip_perk',
    'vip_level',
    'point_redeem',
    'point_reward',
    'point_earning',
    'point_entry',
    'point_transaction',
    'point_account',
    'referral_commission',
    'contract_settlement',
    'contract',
    'contract_ceiling',
    'agent_notice',
    'mail_code',
    'play_ticket',
    'confirmation_proof',
    'withdrawal_confirmation',
    'deposit_order',
    'withdrawal',
    'bank_account',
    'bet',
    'idempotent_request',
    'journal_entry',
    'journal_transaction',
    'ledger_account',
    'game_wallet',
    'help_topic',
    'lottery_recent',
    'pvp_room',
    'recent_game',
    'favourite_game',
    'winner',
    'announcement',
    'banner',
    'game',
    'vendor',
    'feedback',
    'login_ticket',
    'mail_outbox',
    'sms_code',
    'member_ip',
    'login_challenge',
    'captcha',
    'session',
    'member_message',
    'member',
    'resource_link',
    'contact_channel',
    'register_field',
    'module_flag',
    'setting_flag',
    'merchant_language',
    'merchant',
  ];
}
