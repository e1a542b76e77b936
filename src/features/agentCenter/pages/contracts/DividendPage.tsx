import type { AgentPageProps } from '../../agentPageProps';
import { ContractPage } from './ContractPage';

/** agentDividendRecordCopy2 (SPEC 2 Agent center): the agent's dividend contracts. */
export default function DividendPage(props: AgentPageProps) {
  return <ContractPage kind="dividend" {...props} />;
}
