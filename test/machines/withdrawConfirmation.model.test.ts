import { testMachineModel } from './modelHarness';
import { withdrawConfirmationModel } from './withdrawConfirmation.model';

testMachineModel(withdrawConfirmationModel);
