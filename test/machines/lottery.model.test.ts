import { lotteryModels } from './lottery.model';
import { testMachineModel } from './modelHarness';

for (const model of lotteryModels) testMachineModel(model);
