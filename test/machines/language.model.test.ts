import { languageModel } from './language.model';
import { testMachineModel } from './modelHarness';

testMachineModel(languageModel);
