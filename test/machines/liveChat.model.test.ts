import { testMachineModel } from './modelHarness';
import { liveChatModel } from './liveChat.model';

testMachineModel(liveChatModel);
