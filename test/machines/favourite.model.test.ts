import { favouriteModel } from './favourite.model';
import { testMachineModel } from './modelHarness';

testMachineModel(favouriteModel);
