import { expect } from 'vitest';
import { remoteDataMachine } from '@machines/remoteData.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

testMachineModel(remoteDataMachine, {
  fixtures: { outputs: { load: [['banner']] }, errors: { load: [apiFailure('http')] } },
  check: (snapshot) => {
    if (snapshot.matches('ready')) expect(snapshot.context.data).toEqual(['banner']);
    if (snapshot.matches('failed')) expect(snapshot.context.error).toBe('http');
  },
});
