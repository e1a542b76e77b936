import { connectivityModel } from './connectivity.model';
import { testMachineModel } from './modelHarness';

testMachineModel(connectivityModel);
