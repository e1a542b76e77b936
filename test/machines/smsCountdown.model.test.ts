import { smsCountdownModel } from './smsCountdown.model';
import { testMachineModel } from './modelHarness';

testMachineModel(smsCountdownModel);
