import { testMachineModel } from './modelHarness';
import { twoFactorModels } from './twoFactor.model';

for (const model of twoFactorModels) testMachineModel(model);
