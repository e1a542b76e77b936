import { missionsModel } from './missions.model';
import { testMachineModel } from './modelHarness';

testMachineModel(missionsModel);
