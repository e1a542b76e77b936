import { testMachineModel } from './modelHarness';
import { registerModels } from './register.model';

for (const model of registerModels) testMachineModel(model);
