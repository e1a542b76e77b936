import { gameSearchModel } from './gameSearch.model';
import { testMachineModel } from './modelHarness';

testMachineModel(gameSearchModel);
