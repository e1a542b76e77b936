import { testMachineModel } from './modelHarness';
import { recordExportModel } from './recordExport.model';

testMachineModel(recordExportModel);
