import { testMachineModel } from './modelHarness';
import { promotionActionModel } from './promotionAction.model';

testMachineModel(promotionActionModel);
