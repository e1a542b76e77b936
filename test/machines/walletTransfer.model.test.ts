import { testMachineModel } from './modelHarness';
import { walletTransferModel } from './walletTransfer.model';

testMachineModel(walletTransferModel);
