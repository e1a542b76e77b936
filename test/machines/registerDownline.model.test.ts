import { testMachineModel } from './modelHarness';
import { registerDownlineModels } from './registerDownline.model';

for (const model of registerDownlineModels) testMachineModel(model);
