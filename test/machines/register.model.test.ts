import { registerModels } from './register.model';
import { testMachineModel } from './modelHarness';

for (const model of registerModels) testMachineModel(model);
