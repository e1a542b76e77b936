import { testMachineModel } from './modelHarness';
import { popupAnnouncementsModels } from './popupAnnouncements.model';

for (const model of popupAnnouncementsModels) testMachineModel(model);
