import { bindContactModels } from './bindContact.model';
import { testMachineModel } from './modelHarness';

for (const model of bindContactModels) testMachineModel(model);
