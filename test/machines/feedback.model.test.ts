import { feedbackModel } from './feedback.model';
import { testMachineModel } from './modelHarness';

testMachineModel(feedbackModel);
