import { bankAccountsModel } from './bankAccounts.model';
import { testMachineModel } from './modelHarness';

testMachineModel(bankAccountsModel);
