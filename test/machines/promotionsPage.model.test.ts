import { testMachineModel } from './modelHarness';
import { promotionsPageModel } from './promotionsPage.model';

testMachineModel(promotionsPageModel);
