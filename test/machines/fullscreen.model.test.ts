import { fullscreenModel, fullscreenUnsupportedModel } from './fullscreen.model';
import { testMachineModel } from './modelHarness';

testMachineModel(fullscreenModel);
testMachineModel(fullscreenUnsupportedModel);
