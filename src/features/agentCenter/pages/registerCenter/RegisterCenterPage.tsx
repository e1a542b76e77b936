import { Trans, useLingui } from '@lingui/react/macro';
import { InlineRetry } from '@/ui/InlineRetry';
import { Spinner } from '@/ui/Spinner';
import type { AgentPageProps } from '../../agentPageProps';
import { RegisterDownlineForm } from './RegisterDownlineForm';

/**
 * registerCenter (SPEC 2 Agent center, SPEC 6 Agent: create downline accounts): the form waits
 * for the merchant's registration field config, so it checks exactly what the register popup checks.
 */
export default function RegisterCenterPage(props: AgentPageProps) {
  const { t } = useLingui();
  const { fields, failed, retry } = props.registerSettings;
  if (fields) return <RegisterDownlineForm {...props} fields={fields} />;
  if (failed) {
    return (
      <InlineRetry onRetry={retry}>
        <Trans>The registration settings could not be loaded.</Trans>
      </InlineRetry>
    );
  }
  return <Spinner label={t`Loading`} area="page" />;
}
