import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ArrowLeftRight, ChevronRight, FileSignature, Search, ShieldCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Downline } from '@kernel/agency';
import { enabledContractKinds } from '@/rules/agent/contractBook.rules';
import { crumbParent, downlineKind, downlineListQuery, hasTeam, mayOfferContract } from '@/rules/agent/team.rules';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { Paginator } from '@/ui/Paginator';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';
import { Tag } from '@/ui/records/RecordCells';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { Spinner } from '@/ui/Spinner';
import { useErrorText } from '@/ui/useErrorText';
import type { AgentPageProps } from '../../agentPageProps';
import { DownlineContractsDialog } from './DownlineContractsDialog';
import { DownlineLimitsDialog } from './DownlineLimitsDialog';
import styles from './DownlinePage.module.css';
import { DownlineTransferDialog } from './DownlineTransferDialog';
import { TeamTree } from './TeamTree';
import { useDownlineManagementMachines } from './useDownlineManagementMachines';
import { useDownlineTexts } from './useDownlineTexts';

type Dialog = { kind: 'transfer' | 'contracts' | 'limits'; downline: Downline };

/**
 * downlineManagmentView (SPEC 2 Agent center, SPEC 6 Agent): the team as a tree and as a paged,
 * searchable table of one account's direct downlines; drilling into a downline's team with a
 * breadcrumb back up; per downline a transfer (SPEC 3 Wallet transfer) and, for direct downline
 * agents, their contracts and a new offer (SPEC 4 Contracts).
 */
export default function DownlineManagementPage(props: AgentPageProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const texts = useDownlineTexts();
  const format = useRecordFormat(props.currencySymbol);
  const { calls, wallet, reloadConsolidated } = props;
  const { list } = useDownlineManagementMachines(calls);
  const listState = useSelector(list, (snapshot) => snapshot);
  const { query, items, scope: path, pageNo, totalPages, totalCount, requestedPage, error } = listState.context;
  const loading = listState.matches('loading');
  const failed = listState.matches('failed');
  const parent = query.parent ?? null;

  const [searchText, setSearchText] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const contractsOn = enabledContractKinds(props.modules).length > 0;

  const openTeam = (name: string | null) => {
    setSearchText('');
    list.send({ type: 'SET_QUERY', query: downlineListQuery(name, '') });
  };
  const transferred = useCallback(() => {
    wallet.send({ type: 'REFRESH' });
    list.send({ type: 'SET_QUERY', query: list.getSnapshot().context.query });
  }, [wallet, list]);

  const columns: RecordColumn<Downline>[] = [
    {
      id: 'userName',
      header: t`User name`,
      cell: (row) =>
        hasTeam(row) ? (
          <button
            type="button"
            className={styles.drill}
            onClick={() => openTeam(row.userName)}
            data-testid={`downline-drill-${row.userName}`}
            title={t`Open ${format.name(row.userName)}'s team`}
          >
            {format.name(row.userName)}
            <ChevronRight className="flip-in-rtl" size={14} aria-hidden="true" />
          </button>
        ) : (
          <span className={styles.userName}>{format.name(row.userName)}</span>
        ),
    },
    { id: 'nickname', header: t`Nickname`, cell: (row) => (row.nickname ? format.name(row.nickname) : '—') },
    {
      id: 'type',
      header: t`Type`,
      cell: (row) => {
        const kind = downlineKind(row.type);
        return <Tag tone={kind === 'member' ? 'even' : 'pending'}>{texts.kind[kind]}</Tag>;
      },
    },
    { id: 'level', header: t`Level`, align: 'end', cell: (row) => format.count(row.level) },
    { id: 'balance', header: t`Balance`, align: 'end', cell: (row) => format.money(row.balancePaise) },
    { id: 'lastLogin', header: t`Last login`, cell: (row) => (row.lastLoginAt === null ? t`Never` : format.dateTime(row.lastLoginAt)) },
    { id: 'status', header: t`Status`, cell: (row) => <Tag tone={row.status === 'active' ? 'win' : 'even'}>{texts.status[row.status]}</Tag> },
    { id: 'teamSize', header: t`Team size`, align: 'end', cell: (row) => format.count(row.teamSize) },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      cell: (row) => (
        <span className={styles.rowActions}>
          <Button size="s" variant="outline" onClick={() => setDialog({ kind: 'transfer', downline: row })} data-testid={`downline-transfer-${row.userName}`}>
            <ArrowLeftRight size={14} aria-hidden="true" /> <Trans>Transfer</Trans>
          </Button>
          {contractsOn && mayOfferContract(row) && (
            <Button size="s" variant="outline" onClick={() => setDialog({ kind: 'contracts', downline: row })} data-testid={`downline-contracts-${row.userName}`}>
              <FileSignature size={14} aria-hidden="true" /> <Trans>Contracts</Trans>
            </Button>
          )}
          {/* Issue 26: a member's safer-gambling limits, read only */}
          {downlineKind(row.type) === 'member' && (
            <Button size="s" variant="outline" onClick={() => setDialog({ kind: 'limits', downline: row })} data-testid={`downline-limits-${row.userName}`}>
              <ShieldCheck size={14} aria-hidden="true" /> <Trans>Limits</Trans>
            </Button>
          )}
        </span>
      ),
    },
  ];

  const searched = query.search ?? '';
  const count = format.count(totalCount);

  return (
    <div className={styles.page}>
      <TeamTree calls={calls} agentName={props.userName} selected={parent} onSelect={openTeam} />

      <section className={styles.main} aria-label={t`Downlines`}>
        <div className={styles.toolbar}>
          <nav className={styles.crumbs} aria-label={t`Whose team`} data-testid="downline-breadcrumb">
            {(path ?? [{ userName: props.userName, level: 0 }]).map((crumb, index, all) => (
              <span key={crumb.userName} className={styles.crumb}>
                {index > 0 && <ChevronRight className="flip-in-rtl" size={13} aria-hidden="true" />}
                {index === all.length - 1 ? (
                  <span aria-current="page" className={styles.crumbHere}>
                    {format.name(crumb.userName)}
                  </span>
                ) : (
                  <button type="button" className={styles.crumbLink} onClick={() => openTeam(crumbParent(crumb))} data-testid={`downline-crumb-${crumb.userName}`}>
                    {format.name(crumb.userName)}
                  </button>
                )}
              </span>
            ))}
          </nav>
          <search>
            <form
              className={styles.search}
              onSubmit={(event) => {
                event.preventDefault();
                list.send({ type: 'SET_QUERY', query: downlineListQuery(parent, searchText) });
              }}
            >
              <label className="visually-hidden" htmlFor="downline-search">
                <Trans>Search by user name</Trans>
              </label>
              <input
                id="downline-search"
                className={styles.searchInput}
                type="search"
                value={searchText}
                placeholder={t`Search by user name`}
                maxLength={32}
                onChange={(event) => setSearchText(event.target.value)}
                data-testid="downline-search"
              />
              <Button type="submit" size="s" data-testid="downline-search-submit">
                <Search size={14} aria-hidden="true" /> <Trans>Search</Trans>
              </Button>
            </form>
          </search>
        </div>

        <p className={styles.summary} aria-live="polite" data-testid="downline-summary">
          {!loading && !failed && (searched ? t`${count} downlines matching “${searched}”` : t`${count} direct downlines`)}
        </p>

        {failed ? (
          <div data-testid="downline-failed">
            <InlineRetry onRetry={() => list.send({ type: 'RETRY' })}>
              <Trans>The team could not be loaded.</Trans> {errorText(error)}
            </InlineRetry>
          </div>
        ) : (
          <div className={styles.tableArea}>
            <RecordTable
              caption={t`Downlines`}
              columns={columns}
              rows={items}
              rowKey={(row) => row.userName}
              busy={loading}
              testId="downline-table"
              rowTestId={(row) => `downline-row-${row.userName}`}
              empty={searched ? <Trans>No downline matches “{searched}”.</Trans> : <Trans>No downlines here yet.</Trans>}
            />
            {loading && (
              <div className={styles.tableLoading}>
                <Spinner label={t`Loading`} />
              </div>
            )}
          </div>
        )}
        <Paginator page={loading ? requestedPage : pageNo} pages={totalPages} label={t`Pages`} onPage={(page) => list.send({ type: 'GO_TO_PAGE', pageNo: page })} />
      </section>

      {dialog?.kind === 'transfer' && (
        <DownlineTransferDialog
          calls={calls}
          downline={dialog.downline}
          currencySymbol={props.currencySymbol}
          onTransferred={transferred}
          openSecurity={props.openSecurity}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'contracts' && (
        <DownlineContractsDialog
          calls={calls}
          downline={dialog.downline}
          modules={props.modules}
          currencySymbol={props.currencySymbol}
          onChanged={reloadConsolidated}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'limits' && (
        <DownlineLimitsDialog calls={calls} downline={dialog.downline} currencySymbol={props.currencySymbol} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
