import { describe, expect, it } from 'vitest';
import { formatRequirementsReport, judgeRequirements } from '../../walker/requirementsReport';
import { walkModel } from '../../walker/walk';
import { doorModel } from './toyModels';

const walkOf = (path: string[]) => walkModel(doorModel, { generator: 'predefined_path', seed: 1, stop: 'predefined_path', path });

describe('the per-requirement report, from the walk executed on the machine', () => {
  it('passed where the oracles held, not covered where the walk never went', async () => {
    const report = await judgeRequirements(doorModel, walkOf(['OPEN', 'CLOSE']));
    expect(report.verdicts).toEqual([
      { requirement: 'D1 Door', status: 'passed' },
      { requirement: 'D2 Lock', status: 'not covered' },
    ]);
    expect(report.failure).toBeNull();
    expect(formatRequirementsReport(report)).toBe('Requirements: 1 passed, 0 failed, 1 not covered\n  PASSED       D1 Door\n  NOT COVERED  D2 Lock');
  });

  it('failed where an oracle failed, and what comes after a failure is not covered (the execution stopped)', async () => {
    // A door that must never open twice: the second OPEN fails D1; LOCK after it is never executed.
    const strict = {
      ...doorModel,
      oracles: {
        ...doorModel.oracles,
        open: ({ snapshot }: { snapshot: { context: { opened: number } } }) => {
          if (snapshot.context.opened > 1) throw new Error('opened twice');
        },
      },
    };
    const report = await judgeRequirements(strict, walkOf(['OPEN', 'CLOSE', 'OPEN', 'CLOSE', 'LOCK']));
    expect(report.verdicts).toEqual([
      { requirement: 'D1 Door', status: 'failed', error: 'opened twice' },
      { requirement: 'D2 Lock', status: 'not covered' },
    ]);
    expect(report.failure?.message).toBe('opened twice');
  });
});
