import { downlineTransferModel } from './downlineTransfer.model';
import { testMachineModel } from './modelHarness';

testMachineModel(downlineTransferModel);
