import { registerDownlineModels } from './registerDownline.model';
import { testMachineModel } from './modelHarness';

for (const model of registerDownlineModels) testMachineModel(model);
