import { testMachineModel } from './modelHarness';
import { popupsModel } from './popups.model';

testMachineModel(popupsModel);
