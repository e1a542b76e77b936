import type { AgentPageProps } from '../../agentPageProps';
import { ContractPage } from './ContractPage';

/** agentDailyWages2 (SPEC 2 Agent center): the agent's daily salary contracts. */
export default function DailySalaryPage(props: AgentPageProps) {
  return <ContractPage kind="dailySalary" {...props} />;
}
