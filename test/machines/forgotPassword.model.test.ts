import { forgotPasswordModels } from './forgotPassword.model';
import { testMachineModel } from './modelHarness';

for (const model of forgotPasswordModels) testMachineModel(model);
