import { testMachineModel } from './modelHarness';
import { remoteDataModel } from './remoteData.model';

testMachineModel(remoteDataModel);
