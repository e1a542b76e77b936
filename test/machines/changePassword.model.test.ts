import { changePasswordModels } from './changePassword.model';
import { testMachineModel } from './modelHarness';

for (const model of changePasswordModels) testMachineModel(model);
