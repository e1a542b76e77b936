import { inboxModel } from './inbox.model';
import { testMachineModel } from './modelHarness';

testMachineModel(inboxModel);
