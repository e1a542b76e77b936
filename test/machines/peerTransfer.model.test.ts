import { testMachineModel } from './modelHarness';
import { downlineTransferModel, uplineTransferModel } from './peerTransfer.model';

testMachineModel(uplineTransferModel);
testMachineModel(downlineTransferModel);
