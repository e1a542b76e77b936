import { testMachineModel } from './modelHarness';
import { pointMallModel } from './pointMall.model';

testMachineModel(pointMallModel);
