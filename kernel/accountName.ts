/**
 * SPEC 5 'account or password format incorrect': the shape every account name has, whatever
 * registration rule was in force when it was made (seeded names carry an underscore that today's
 * pattern 1 refuses, so that rule cannot serve): at most ACCOUNT_NAME_MAX_LENGTH characters (the
 * longest any form lets an account be named) and no white space in it. A login name outside it
 * matches no account, so the form says so before sending it. Checked trimmed (SPEC 5 Login).
 */
export const ACCOUNT_NAME_MAX_LENGTH = 64;
export const accountNameWellFormed = (name: string) => [...name].length <= ACCOUNT_NAME_MAX_LENGTH && !/\s/u.test(name);
