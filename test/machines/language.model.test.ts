import { languageModels } from './language.model';
import { testMachineModel } from './modelHarness';

for (const model of languageModels) testMachineModel(model);
