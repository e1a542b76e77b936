import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../kernel/referral';
import type { RandomSource } from '../random';

/** A fresh invitation code from `random` (8 of 32 signs: about 10^12 codes, so a clash is rare and retried). */
export function newReferralCode(random: RandomSource): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index++) code += REFERRAL_CODE_ALPHABET[Math.floor(random() * REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/**
 * Another member's name as the friends list shows it: the first two and the last two characters
 * around three stars; a name of four characters or fewer keeps only its first.
 */
export function maskUserName(name: string): string {
  const chars = [...name];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
