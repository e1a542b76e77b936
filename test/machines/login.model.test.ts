import { loginModels } from './login.model';
import { testMachineModel } from './modelHarness';

for (const model of loginModels) testMachineModel(model);
