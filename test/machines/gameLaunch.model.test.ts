import { gameLaunchModel } from './gameLaunch.model';
import { testMachineModel } from './modelHarness';

testMachineModel(gameLaunchModel);
