import { testMachineModel } from './modelHarness';
import { saferGamblingModel } from './saferGambling.model';

testMachineModel(saferGamblingModel);
