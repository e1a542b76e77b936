import { consentModels } from './consent.model';
import { testMachineModel } from './modelHarness';

for (const model of consentModels) testMachineModel(model);
