import { testMachineModel } from './modelHarness';
import { pointRedeemModel } from './pointRedeem.model';

testMachineModel(pointRedeemModel);
