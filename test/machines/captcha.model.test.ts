import { captchaModel } from './captcha.model';
import { testMachineModel } from './modelHarness';

testMachineModel(captchaModel);
