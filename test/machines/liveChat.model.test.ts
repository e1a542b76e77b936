import { liveChatModel } from './liveChat.model';
import { testMachineModel } from './modelHarness';

testMachineModel(liveChatModel);
