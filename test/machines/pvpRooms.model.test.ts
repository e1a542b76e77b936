import { testMachineModel } from './modelHarness';
import { pvpRoomsModels } from './pvpRooms.model';

for (const model of pvpRoomsModels) testMachineModel(model);
