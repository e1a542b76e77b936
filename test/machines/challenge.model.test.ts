import { challengeModel } from './challenge.model';
import { testMachineModel } from './modelHarness';

testMachineModel(challengeModel);
