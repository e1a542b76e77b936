import { testMachineModel } from './modelHarness';
import { referralModel } from './referral.model';

testMachineModel(referralModel);
