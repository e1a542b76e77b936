import type { AgentPageProps } from '../../agentPageProps';
import { ContractPage } from './ContractPage';

/** agentRealtimeSalary (SPEC 2 Agent center): the agent's real-time salary contracts (settled every 5 minutes). */
export default function RealtimeSalaryPage(props: AgentPageProps) {
  return <ContractPage kind="realtimeSalary" {...props} />;
}
