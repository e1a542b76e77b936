import { testMachineModel } from './modelHarness';
import { systemStatusModel } from './systemStatus.model';

testMachineModel(systemStatusModel);
