import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Check, Copy, Gift, Users } from 'lucide-react';
import QRCode from 'react-qr-code';
import type { ReferralFriend, ReferralFriendStatus } from '@kernel/referral';
import type { CopyTarget } from '@machines/member/referral.rules';
import { commissionRate, copyStatus, friendsBusy, inviteLinkOf, loadFailed, pageFailed, pagerPage } from '@machines/member/referral.selectors';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { Paginator } from '@/ui/Paginator';
import { RecordTable } from '@/ui/RecordTable';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { SectionCard } from '@/ui/SectionCard';
import { SectionHead } from '@/ui/SectionHead';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { StatGrid, StatTile } from '@/ui/StatTile';
import { StatusTag, type StatusTone } from '@/ui/StatusTag';
import surface from '@/ui/Surface.module.css';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import styles from './ReferralPage.module.css';
import { useReferralPageMachines } from './useReferralPageMachines';

/** A friend's standing as a tag: not yet deposited (quiet), deposited (violet), active (green). */
const FRIEND_TONE: Record<ReferralFriendStatus, StatusTone> = { registered: 'neutral', deposited: 'accent', active: 'success' };

/**
 * referral (SPEC 1 'referral and invite', SPEC 2 invite friends): the member's invitation code and
 * invite link, each with a copy button, the link as a QR code, the programme's terms in numbers,
 * the totals, and the friends who registered with the code, ten a page, newest first.
 */
export default function ReferralPage({ calls, currencySymbol, siteOrigin, copyText }: MemberPageProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const format = useRecordFormat(currencySymbol);
  const { referral } = useReferralPageMachines({ calls, siteOrigin, copyText });
  const snapshot = useSelector(referral, (state) => state);
  const send = referral.send;
  const { programme, friends, pageError } = snapshot.context;
  const link = inviteLinkOf(snapshot);
  const rate = commissionRate(snapshot);

  if (loadFailed(snapshot)) {
    return (
      <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
        <Trans>Your invitation could not be loaded.</Trans> {errorText(snapshot.context.loadError)}
      </InlineRetry>
    );
  }
  if (!programme || !friends || link === null || rate === null) return <Spinner label={t`Loading`} />;

  const ratePercent = format.percent(rate);
  const minimum = format.money(programme.activeMinValidBetPaise);
  const days = programme.activePeriodDays;
  const statusText: Record<ReferralFriendStatus, string> = { registered: t`Registered`, deposited: t`Deposited`, active: t`Active` };

  /** What a copy button says it did: copied (for a while), or that the browser would not. */
  const copyNote = (target: CopyTarget) => {
    const status = copyStatus(snapshot, target);
    return (
      <span className={status === 'refused' ? styles.noteError : styles.note} role="status" data-testid={`referral-copy-${target}-note`}>
        {status === 'copied' && <Trans>Copied</Trans>}
        {status === 'refused' && <Trans>Could not copy: your browser did not allow it. Select the text and copy it yourself.</Trans>}
      </span>
    );
  };
  // Named by what it says and what it copies ('Copy' 'Your invite link'), so the two buttons differ for a screen reader.
  const copyButton = (target: CopyTarget) => {
    const status = copyStatus(snapshot, target);
    return (
      <Button
        size="s"
        variant="outline"
        onClick={() => send({ type: 'COPY', what: target })}
        aria-busy={status === 'copying'}
        aria-labelledby={`referral-copy-${target}-text referral-${target}-label`}
        data-testid={`referral-copy-${target}`}
      >
        {status === 'copied' ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}{' '}
        <span id={`referral-copy-${target}-text`}>{status === 'copied' ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}</span>
      </Button>
    );
  };

  return (
    <Stack gap="l" data-testid="referral">
      <section className={styles.terms} aria-labelledby="referral-terms-title" data-testid="referral-terms">
        <Gift size={28} className={styles.termsIcon} aria-hidden="true" />
        <div>
          <h2 id="referral-terms-title" className={styles.termsTitle}>
            <Trans>Earn {ratePercent} of every valid bet your friends place</Trans>
          </h2>
          <ul className={styles.termsList}>
            <li data-testid="referral-term-rate">
              <Trans>
                Commission: <strong>{ratePercent}</strong> of your friends’ valid bets, for as long as they play.
              </Trans>
            </li>
            <li data-testid="referral-term-payout">
              <Trans>
                Paid <strong>daily</strong> into your main wallet after each day ends (India time); your account record shows it as a rebate.
              </Trans>
            </li>
            <li data-testid="referral-term-active">
              <Trans>
                A friend counts as active after a deposit and <strong>{minimum}</strong> or more of valid bets in the last {days} days.
              </Trans>
            </li>
          </ul>
        </div>
      </section>

      <SectionCard gap="s" titleId="referral-share-title" title={<Trans>Share your invitation</Trans>}>
        <div className={styles.shareBody}>
          <div className={styles.fields}>
            <div className={`${surface.column} ${surface.gap2}`}>
              <span id="referral-code-label" className={styles.label}>
                <Trans>Your invitation code</Trans>
              </span>
              <div className={`${surface.row} ${surface.gap4}`}>
                <output className={styles.code} aria-labelledby="referral-code-label" data-testid="referral-code">
                  {programme.code}
                </output>
                {copyButton('code')}
              </div>
              {copyNote('code')}
            </div>
            <div className={`${surface.column} ${surface.gap2}`}>
              <label id="referral-link-label" htmlFor="referral-link" className={styles.label}>
                <Trans>Your invite link</Trans>
              </label>
              <div className={`${surface.row} ${surface.gap4}`}>
                <input
                  id="referral-link"
                  className={styles.link}
                  value={link}
                  readOnly
                  // Selected at once, so it can be copied by hand where the clipboard is refused.
                  onFocus={(event) => event.currentTarget.select()}
                  data-testid="referral-link"
                />
                {copyButton('link')}
              </div>
              {copyNote('link')}
            </div>
            <Notice plain>
              <Trans>A friend who registers through the link, or types the code when registering, joins your friends below.</Trans>
            </Notice>
          </div>
          <figure className={styles.qr} data-testid="referral-qr">
            <div className={styles.qrCode}>
              <QRCode value={link} size={148} title={t`QR code of your invite link`} role="img" aria-label={t`QR code of your invite link`} />
            </div>
            <figcaption>
              <Trans>Friends can scan it with their phone camera.</Trans>
            </figcaption>
          </figure>
        </div>
      </SectionCard>

      <StatGrid testId="referral-totals">
        <StatTile testId="referral-total-invited" label={<Trans>Friends invited</Trans>} value={format.count(friends.totals.invitedCount)} />
        <StatTile testId="referral-total-active" label={<Trans>Active friends</Trans>} value={format.count(friends.totals.activeCount)} />
        <StatTile testId="referral-total-commission" label={<Trans>Commission earned in all</Trans>} value={format.money(friends.totals.commissionPaise)} />
      </StatGrid>

      <section className={`${surface.column} ${surface.gap5}`} aria-labelledby="referral-friends-title">
        <SectionHead titleId="referral-friends-title" title={<Trans>Your friends</Trans>} />
        {pageFailed(snapshot) && (
          <div data-testid="referral-page-failed">
            <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
              <Trans>This page of friends could not be loaded.</Trans> {errorText(pageError)}
            </InlineRetry>
          </div>
        )}
        {friends.totalCount === 0 ? (
          <EmptyState data-testid="referral-empty" icon={<Users size={32} aria-hidden="true" />} title={<Trans>No friends yet</Trans>}>
            <Trans>Share your link or code: every friend who joins with it shows here, and each valid bet they place earns you {ratePercent}.</Trans>
          </EmptyState>
        ) : (
          <div className={friendsBusy(snapshot) ? styles.tableLoading : undefined}>
            <RecordTable<ReferralFriend>
              caption={t`Friends you invited`}
              testId="referral-friends"
              rowTestId="referral-friend"
              columns={[
                { id: 'name', header: t`Friend`, cell: (friend) => <span className={styles.name}>{format.name(friend.userName)}</span> },
                { id: 'joined', header: t`Joined`, cell: (friend) => format.dayOf(friend.joinedAt) },
                {
                  id: 'status',
                  header: t`Status`,
                  cell: (friend) => (
                    <StatusTag tone={FRIEND_TONE[friend.status]} look="outline" data-status={friend.status}>
                      {statusText[friend.status]}
                    </StatusTag>
                  ),
                },
                { id: 'valid', header: t`Valid bets, last ${days} days`, align: 'end', cell: (friend) => format.money(friend.validBetPaise) },
                { id: 'commission', header: t`Commission earned`, align: 'end', cell: (friend) => format.money(friend.commissionPaise) },
              ]}
              rows={friends.items}
              // A friend's masked name and join time: the backend shows no friend's id.
              rowKey={(friend) => `${friend.userName}-${friend.joinedAt}`}
              busy={friendsBusy(snapshot)}
              empty={<Trans>No friends on this page.</Trans>}
            />
          </div>
        )}
        <Paginator page={pagerPage(snapshot)} pages={friends.totalPages} label={t`Pages of friends`} onPage={(pageNo) => send({ type: 'PAGE', pageNo })} />
      </section>
    </Stack>
  );
}
