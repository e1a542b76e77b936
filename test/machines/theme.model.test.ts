import { testMachineModel } from './modelHarness';
import { themeModels } from './theme.model';

for (const model of themeModels) testMachineModel(model);
