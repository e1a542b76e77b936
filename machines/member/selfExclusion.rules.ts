import { PlayerSafetyErrorCode } from '@kernel/playerSafetyErrorCodes';

type Failure = { kind?: string; details?: { code?: string | null } };

/** The backend refused the password the break was confirmed with. */
export const isWrongBreakPassword = (error: unknown): boolean => {
  const failure = (error ?? {}) as Failure;
  return failure.kind === 'business' && failure.details?.code === PlayerSafetyErrorCode.breakPasswordWrong;
};

/** A password is asked; an empty one is not sent. */
export const passwordMissing = (password: string): boolean => password.length === 0;
