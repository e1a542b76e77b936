import { agentClockModels } from './agentClock.model';
import { testMachineModel } from './modelHarness';

for (const model of agentClockModels) testMachineModel(model);
