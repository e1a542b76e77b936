import { memberBadgesModel } from './memberBadges.model';
import { testMachineModel } from './modelHarness';

testMachineModel(memberBadgesModel);
