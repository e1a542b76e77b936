import type { SnapshotFrom } from 'xstate';
import type { pointConvertMachine } from './pointConvert.machine';
import { convertQuotePaise, maxConvertible } from './pointConvert.rules';

type PointConvertSnapshot = SnapshotFrom<typeof pointConvertMachine>;

/** Which part of the convert card shows: the form, the password prompt, sending, a refusal, a lost answer, the receipt. */
export type ConvertStep = 'editing' | 'noPassword' | 'sending' | 'refused' | 'unknown' | 'done';
export const convertStep = (snapshot: PointConvertSnapshot): ConvertStep => snapshot.value as ConvertStep;

/** The money the typed points give (null until they read as whole points). */
export const convertQuote = (snapshot: PointConvertSnapshot): number | null => convertQuotePaise(snapshot.context.form.pointsText, snapshot.context.config);

/** The most the member can convert now (0: not even the minimum). */
export const convertibleNow = (snapshot: PointConvertSnapshot): number => maxConvertible(snapshot.context.config, snapshot.context.currentPoints);
