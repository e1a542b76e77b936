import { testMachineModel } from './modelHarness';
import { smsCountdownModel } from './smsCountdown.model';

testMachineModel(smsCountdownModel);
