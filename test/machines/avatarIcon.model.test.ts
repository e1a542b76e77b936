import { avatarIconModel } from './avatarIcon.model';
import { testMachineModel } from './modelHarness';

testMachineModel(avatarIconModel);
