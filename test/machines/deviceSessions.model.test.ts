import { deviceSessionsModel } from './deviceSessions.model';
import { testMachineModel } from './modelHarness';

testMachineModel(deviceSessionsModel);
