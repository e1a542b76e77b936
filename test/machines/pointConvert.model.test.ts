import { testMachineModel } from './modelHarness';
import { pointConvertModel } from './pointConvert.model';

testMachineModel(pointConvertModel);
