import { testMachineModel } from './modelHarness';
import { socialLoginModels } from './socialLogin.model';

for (const model of socialLoginModels) testMachineModel(model);
