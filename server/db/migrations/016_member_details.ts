/**
 * Issue 24: what a registration may carry besides the account (SPEC 3 'other registration labels
 * seen': full name, Telegram, Zalo, birthday, address, nationality, occupation, source of income;
 * the nickname already has its column), and the avatar icon a member chooses in the member center
 * (SPEC 7 /wps/member/info/icon). All NULL until given.
 */
export const memberDetailsSchema = `
ALTER TABLE member ADD COLUMN full_name TEXT;
ALTER TABLE member ADD COLUMN telegram TEXT;
ALTER TABLE member ADD COLUMN zalo TEXT;
-- yyyy-MM-dd as the register form checked it
ALTER TABLE member ADD COLUMN birthday TEXT;
ALTER TABLE member ADD COLUMN address TEXT;
ALTER TABLE member ADD COLUMN nationality TEXT;
ALTER TABLE member ADD COLUMN occupation TEXT;
ALTER TABLE member ADD COLUMN source_of_income TEXT;
-- one of the avatar icons (kernel/memberIcon.ts); NULL: the default avatar
ALTER TABLE member ADD COLUMN avatar_icon INTEGER;
`;
