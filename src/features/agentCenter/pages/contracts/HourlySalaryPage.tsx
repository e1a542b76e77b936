import type { AgentPageProps } from '../../agentPageProps';
import { ContractPage } from './ContractPage';

/** agentHourSalary (SPEC 2 Agent center): the agent's hourly salary contracts. */
export default function HourlySalaryPage(props: AgentPageProps) {
  return <ContractPage kind="hourlySalary" {...props} />;
}
