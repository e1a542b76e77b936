import { testMachineModel } from './modelHarness';
import { sessionModels } from './session.model';

for (const model of sessionModels) testMachineModel(model);
