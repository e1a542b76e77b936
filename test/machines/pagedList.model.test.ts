import { testMachineModel } from './modelHarness';
import { pagedListModel } from './pagedList.model';

testMachineModel(pagedListModel);
