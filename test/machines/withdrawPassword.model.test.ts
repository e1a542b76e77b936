import { testMachineModel } from './modelHarness';
import { withdrawPasswordModel } from './withdrawPassword.model';

testMachineModel(withdrawPasswordModel);
