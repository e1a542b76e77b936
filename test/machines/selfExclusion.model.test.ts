import { testMachineModel } from './modelHarness';
import { selfExclusionModel } from './selfExclusion.model';

testMachineModel(selfExclusionModel);
