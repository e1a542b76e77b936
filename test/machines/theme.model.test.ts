import { themeModels } from './theme.model';
import { testMachineModel } from './modelHarness';

for (const model of themeModels) testMachineModel(model);
