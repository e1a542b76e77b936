import { bankAccountLimitsModel, bankAccountsModel } from './bankAccounts.model';
import { testMachineModel } from './modelHarness';

testMachineModel(bankAccountsModel);
testMachineModel(bankAccountLimitsModel);
