import type { SnapshotFrom } from 'xstate';
import type { withdrawPasswordMachine } from './withdrawPassword.machine';

type WithdrawPasswordSnapshot = SnapshotFrom<typeof withdrawPasswordMachine>;
export type WithdrawPasswordStage = 'loading' | 'failed' | 'set' | 'change' | 'saved';

export function withdrawPasswordStage(snapshot: WithdrawPasswordSnapshot): WithdrawPasswordStage {
  if (snapshot.matches('set')) return 'set';
  if (snapshot.matches('change')) return 'change';
  return snapshot.value as 'loading' | 'failed' | 'saved';
}

export const savingWithdrawPassword = (snapshot: WithdrawPasswordSnapshot) => snapshot.matches({ set: 'submitting' }) || snapshot.matches({ change: 'submitting' });
