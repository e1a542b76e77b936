import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Ban, Gem } from 'lucide-react';
import { pointMallStage } from '@machines/member/pointMall.selectors';
import { InlineRetry } from '@/ui/InlineRetry';
import { Panel } from '@/ui/Panel';
import { Spinner } from '@/ui/Spinner';
import { useErrorText } from '@/ui/useErrorText';
import styles from './PointMall.module.css';
import { PointMallContent } from './PointMallContent';
import type { PointMallProps } from './pointMallProps';
import { usePointMallMachines } from './usePointMallMachines';

export type { PointMallProps } from './pointMallProps';

/**
 * SPEC 2 /pointMall (SPEC 1 'a points mall', SPEC 3 Points): behind its module flag. Off, the area
 * says the mall is not available and makes no call; on, the member's points, the ratio, the
 * reward catalogue with redeem, the conversion into the main wallet, the redeem history and the
 * points transactions.
 */
export default function PointMallArea(props: PointMallProps) {
  const { t } = useLingui();
  return (
    <div className={styles.area} data-testid="area-pointMall">
      <header className={styles.head}>
        <Gem size={26} className={styles.headIcon} aria-hidden="true" />
        <div>
          <h1 className={styles.title}>
            <Trans>Points mall</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Every valid bet earns points. Redeem them for rewards or convert them into your balance. Points never expire.</Trans>
          </p>
        </div>
      </header>
      {props.gate === 'waiting' && <Spinner label={t`Loading`} area="page" />}
      {props.gate === 'failed' && (
        <InlineRetry onRetry={props.onRetryGate}>
          <Trans>The site settings could not be loaded.</Trans>
        </InlineRetry>
      )}
      {props.gate === 'off' && <NotAvailable />}
      {props.gate === 'on' && <PointMall {...props} />}
    </div>
  );
}

function NotAvailable() {
  return (
    <Panel icon={<Ban size={40} />} title={<Trans>The points mall is not available</Trans>} testId="point-mall-unavailable">
      <Trans>This feature is not available, please contact customer service.</Trans>
    </Panel>
  );
}

/** The mall once its module is on: its data loaded together, failed with a retry, or switched off on the backend. */
function PointMall(props: PointMallProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { calls } = props;
  const { mall: actor } = usePointMallMachines(calls);
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const stage = pointMallStage(snapshot);
  if (stage === 'loading') {
    return <Spinner label={t`Loading`} area="page" />;
  }
  if (stage === 'failed') {
    return (
      <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
        <Trans>Your points could not be loaded.</Trans> {errorText(snapshot.context.loadError)}
      </InlineRetry>
    );
  }
  if (stage === 'unavailable' || !snapshot.context.data) return <NotAvailable />;
  return <PointMallContent {...props} mall={actor} />;
}
