import { gameDetailsModel } from './gameDetails.model';
import { testMachineModel } from './modelHarness';

testMachineModel(gameDetailsModel);
