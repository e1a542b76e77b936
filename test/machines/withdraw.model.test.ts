import { testMachineModel } from './modelHarness';
import { withdrawModel } from './withdraw.model';

testMachineModel(withdrawModel);
