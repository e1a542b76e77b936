import { liteAppInstallModels } from './liteAppInstall.model';
import { testMachineModel } from './modelHarness';

for (const model of liteAppInstallModels) testMachineModel(model);
