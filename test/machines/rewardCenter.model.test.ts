import { testMachineModel } from './modelHarness';
import { rewardCenterModels } from './rewardCenter.model';

for (const model of rewardCenterModels) testMachineModel(model);
