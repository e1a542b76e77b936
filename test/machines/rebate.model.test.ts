import { testMachineModel } from './modelHarness';
import { rebateModel } from './rebate.model';

testMachineModel(rebateModel);
