import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { CalendarRange, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { GAME_CATEGORIES, type GameCategory } from '@kernel/platform';
import { type AccountRecordType, DATE_PRESETS, type DatePreset, RECORD_MAX_RANGE_DAYS } from '@kernel/records';
import { recordFiltersMachine } from '@machines/member/recordFilters.machine';
import { type RangeIssue, type RecordQuery, type RecordVendor, recordQuery } from '@machines/member/recordFilters.rules';
import { currentQuery, isEditingCustom, offeredVendors, today } from '@machines/member/recordFilters.selectors';
import { createPagedListMachine, type Page } from '@machines/pagedList.machine';
import type { RecordCsv } from '@/rules/member/recordExport.rules';
import { refusedUserName, TEAM_LEVELS, USER_NAME_MAX_LENGTH } from '@/rules/member/recordFilters.rules';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { Paginator } from '@/ui/Paginator';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useErrorText } from '@/ui/useErrorText';
import { Notice } from '../Notice';
import { Pill, PillGroup } from '../PillGroup';
import { StatGrid, StatTile } from '../StatTile';
import { type DownloadFile, downloadFile } from './downloadFile';
import { RecordExport } from './RecordExport';
import styles from './RecordPage.module.css';
import { useRecordFormat } from './useRecordFormat';

/** One figure of the totals strip. */
export type RecordTotal = { id: string; label: ReactNode; value: ReactNode; tone?: 'win' | 'loss' | 'even' };
const TOTAL_TONE = { win: 'gain', loss: 'loss', even: undefined } as const;

/**
 * What makes a record page (ARCHITECTURE 'Record pages are configuration'): its columns, which
 * filters it offers, how a page is loaded, and what its totals say. The filters, the paged list,
 * the table, the pager and the totals are the same for every record page.
 */
export type RecordPageConfig<T, S> = {
  /** The list machine's id (and a prefix of test ids where a page has several lists). */
  id: string;
  /** What the table lists, for screen readers. */
  caption: string;
  columns: readonly RecordColumn<T>[];
  rowKey: (row: T) => string | number;
  filters: {
    category?: boolean;
    vendor?: boolean;
    /** The entry types to filter by (account record). */
    types?: readonly { value: AccountRecordType; label: string }[];
    /** One user of the team, by name (agency reports). */
    user?: boolean;
    /** One level of the team (agency reports). */
    level?: boolean;
  };
  /** Loads one page of the query (page 1 after every filter change); an export asks for larger pages. */
  load: (query: RecordQuery, pageNo: number, pageSize?: number) => Promise<Page<T, S>>;
  /** Offers an export of every record of the query shown as a CSV file: its name and columns. */
  csv?: RecordCsv<T>;
  /** The figures over the whole filtered range (every page). */
  totals?: (totals: S) => RecordTotal[];
  /** A footer row of the table, by column id. */
  footer?: (totals: S) => Partial<Record<string, ReactNode>>;
  /** More to show under the table once loaded (the profit chart). */
  aside?: (totals: S, query: RecordQuery) => ReactNode;
  /** What to say when the period has no records. */
  empty: ReactNode;
  /** How many records the query has, in words ('12 bets'). */
  countText: (count: string) => string;
  defaultPreset?: DatePreset;
};

type ListMachine<T, S> = ReturnType<typeof createPagedListMachine<T, RecordQuery, S>>;

/** A record page: filters, totals, the table, the pager; the same for every record page. */
const NO_VENDORS: readonly RecordVendor[] = [];

export function RecordPage<T, S>({
  config,
  vendors = NO_VENDORS,
  currencySymbol,
  download = downloadFile,
}: {
  config: RecordPageConfig<T, S>;
  vendors?: readonly RecordVendor[];
  currencySymbol: string;
  /** Saves an exported file (the browser's download unless a test or host gives another). */
  download?: (file: DownloadFile) => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const userIssueId = useId();
  const format = useRecordFormat(currencySymbol);
  const categoryLabel = useCategoryLabel();
  const load = useRef(config.load);
  load.current = config.load;
  const exportLoad = (query: RecordQuery, pageNo: number, pageSize: number) => load.current(query, pageNo, pageSize);
  const listRef = useRef<ActorRefFrom<ListMachine<T, S>> | null>(null);

  const filtersMachine = useMemo(
    () =>
      recordFiltersMachine.provide({
        actions: { queryChanged: ({ context }) => listRef.current?.send({ type: 'SET_QUERY', query: recordQuery(context) }) },
      }),
    [],
  );
  const filters = useActorRef(filtersMachine, { input: { clock: Date.now, preset: config.defaultPreset, vendors: [...vendors] } });
  // One list per mount of the page (made once, under the id the page had then); its loader reads the latest config through the ref.
  const [listMachine] = useState(() =>
    createPagedListMachine<T, RecordQuery, S>(config.id).provide({
      actors: { loadPage: fromPromise<Page<T, S>, { query: RecordQuery; pageNo: number }>(({ input }) => load.current(input.query, input.pageNo)) },
    }),
  );
  const list = useActorRef(listMachine, { input: { query: currentQuery(filters.getSnapshot()) } });
  listRef.current = list;

  useEffect(() => {
    filters.send({ type: 'SET_VENDORS', vendors: [...vendors] });
  }, [filters, vendors]);

  const filterState = useSelector(filters, (snapshot) => snapshot);
  const listState = useSelector(list, (snapshot) => snapshot);
  const f = filterState.context;
  const { items, totals, totalPages, totalCount, pageNo, requestedPage } = listState.context;
  const loading = listState.matches('loading');
  const failed = listState.matches('failed');
  const editing = isEditingCustom(filterState);

  const presetLabel: Record<DatePreset, string> = { today: t`Today`, yesterday: t`Yesterday`, last7: t`Last 7 days`, last30: t`Last 30 days` };
  const rangeIssueText: Record<RangeIssue, string> = {
    fromMissing: t`Choose the start date`,
    toMissing: t`Choose the end date`,
    toBeforeFrom: t`The end date cannot be before the start date`,
    rangeTooLong: t`Choose at most ${RECORD_MAX_RANGE_DAYS} days`,
  };
  const rangeText = f.range.from === f.range.to ? format.date(f.range.from) : `${format.date(f.range.from)} – ${format.date(f.range.to)}`;
  const totalsShown = totals !== null && !loading && !failed && config.totals ? config.totals(totals) : null;
  // A name outside the team is said under the user filter (another name helps, trying again does not).
  const refusedUser = failed ? refusedUserName(listState.context.query, listState.context.error) : null;

  return (
    <Stack gap="m">
      {/* The filters apply at once: a fieldset (role=group, named by its aria-label) gathers them, with no form to submit. */}
      <fieldset className={styles.filters} aria-label={t`Filters`}>
        <PillGroup label={t`Period`}>
          {DATE_PRESETS.map((preset) => (
            <Pill key={preset} active={f.preset === preset} onClick={() => filters.send({ type: 'PRESET', preset })} data-testid={`record-preset-${preset}`}>
              {presetLabel[preset]}
            </Pill>
          ))}
          <Pill
            active={f.preset === 'custom' || editing}
            aria-pressed={f.preset === 'custom'}
            aria-expanded={editing}
            onClick={() => filters.send({ type: editing ? 'CANCEL_CUSTOM' : 'EDIT_CUSTOM' })}
            data-testid="record-preset-custom"
          >
            <CalendarRange size={14} aria-hidden="true" /> <Trans>Custom</Trans>
          </Pill>
        </PillGroup>

        {config.filters.category && (
          <label className={styles.selectField}>
            <span className="visually-hidden">
              <Trans>Category</Trans>
            </span>
            <select
              className={styles.select}
              value={f.category ?? ''}
              onChange={(event) => filters.send({ type: 'SET_CATEGORY', category: event.target.value === '' ? null : (event.target.value as GameCategory) })}
              data-testid="record-category"
            >
              <option value="">{t`All categories`}</option>
              {GAME_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </label>
        )}
        {config.filters.vendor && (
          <label className={styles.selectField}>
            <span className="visually-hidden">
              <Trans>Provider</Trans>
            </span>
            <select
              className={styles.select}
              value={f.vendor ?? ''}
              onChange={(event) => filters.send({ type: 'SET_VENDOR', vendor: event.target.value === '' ? null : event.target.value })}
              data-testid="record-vendor"
            >
              <option value="">{t`All providers`}</option>
              {offeredVendors(filterState).map((vendor) => (
                <option key={vendor.code} value={vendor.code}>
                  {vendor.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {config.filters.types && (
          <label className={styles.selectField}>
            <span className="visually-hidden">
              <Trans>Type</Trans>
            </span>
            <select
              className={styles.select}
              value={f.type ?? ''}
              onChange={(event) => filters.send({ type: 'SET_TYPE', recordType: event.target.value === '' ? null : (event.target.value as AccountRecordType) })}
              data-testid="record-type"
            >
              <option value="">{t`All types`}</option>
              {config.filters.types.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {config.filters.level && (
          <label className={styles.selectField}>
            <span className="visually-hidden">
              <Trans>Level</Trans>
            </span>
            <select
              className={styles.select}
              value={f.level ?? ''}
              onChange={(event) => filters.send({ type: 'SET_LEVEL', level: event.target.value === '' ? null : Number(event.target.value) })}
              data-testid="record-level"
            >
              <option value="">{t`All levels`}</option>
              {TEAM_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t`Level ${level}`}
                </option>
              ))}
            </select>
          </label>
        )}
        {config.filters.user && (
          <search>
            <form
              className={`${surface.row} ${surface.gap2}`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                filters.send({ type: 'APPLY_USER' });
              }}
              data-testid="record-user-form"
            >
              <label className={styles.userField}>
                <span className="visually-hidden">
                  <Trans>User name</Trans>
                </span>
                <input
                  type="search"
                  className={styles.userInput}
                  value={f.userDraft}
                  maxLength={USER_NAME_MAX_LENGTH}
                  placeholder={t`User name`}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={refusedUser !== null || undefined}
                  aria-describedby={refusedUser !== null ? userIssueId : undefined}
                  onChange={(event) => filters.send({ type: 'SET_USER_DRAFT', userName: event.target.value })}
                  data-testid="record-user"
                />
              </label>
              <Button type="submit" size="s" variant="outline" data-testid="record-user-apply">
                <Search size={14} aria-hidden="true" /> <Trans>Search</Trans>
              </Button>
            </form>
          </search>
        )}
      </fieldset>
      {refusedUser !== null && (
        <p id={userIssueId} className={styles.issue} role="alert" data-testid="record-user-issue">
          <Trans>{refusedUser} is not in your team. Check the user name, or leave it empty to see the whole team.</Trans>
        </p>
      )}

      {editing && (
        <form
          className={styles.custom}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            filters.send({ type: 'APPLY_CUSTOM' });
          }}
          data-testid="record-custom"
        >
          <label className={`${surface.column} ${surface.gap1}`}>
            <span className={styles.label}>
              <Trans>From</Trans>
            </span>
            <input
              type="date"
              className={styles.date}
              value={f.draftFrom}
              max={today(filterState)}
              aria-invalid={f.rangeIssue === 'fromMissing' || undefined}
              onChange={(event) => filters.send({ type: 'SET_FROM', date: event.target.value })}
              data-testid="record-from"
            />
          </label>
          <label className={`${surface.column} ${surface.gap1}`}>
            <span className={styles.label}>
              <Trans>To</Trans>
            </span>
            <input
              type="date"
              className={styles.date}
              value={f.draftTo}
              max={today(filterState)}
              aria-invalid={(f.rangeIssue !== null && f.rangeIssue !== 'fromMissing') || undefined}
              onChange={(event) => filters.send({ type: 'SET_TO', date: event.target.value })}
              data-testid="record-to"
            />
          </label>
          <Button type="submit" size="s" data-testid="record-apply">
            <Trans>Apply</Trans>
          </Button>
          <Button type="button" size="s" variant="ghost" onClick={() => filters.send({ type: 'CANCEL_CUSTOM' })}>
            <Trans>Cancel</Trans>
          </Button>
          {f.rangeIssue && (
            <p className={styles.issue} role="alert" data-testid="record-range-issue">
              {rangeIssueText[f.rangeIssue]}
            </p>
          )}
        </form>
      )}

      <div className={styles.summaryLine}>
        <Notice plain aria-live="polite" data-testid="record-summary">
          <span data-testid="record-range">{rangeText}</span>
          {!loading && !failed && (
            <span>
              {' · '}
              {config.countText(format.count(totalCount))}
            </span>
          )}
        </Notice>
        {config.csv && <RecordExport query={currentQuery(filterState)} load={exportLoad} csv={config.csv} download={download} formatCount={format.count} />}
      </div>

      {totalsShown && (
        <StatGrid testId="record-totals">
          {totalsShown.map((total) => (
            <StatTile key={total.id} tone={total.tone && TOTAL_TONE[total.tone]} testId={`record-total-${total.id}`} label={total.label} value={total.value} />
          ))}
        </StatGrid>
      )}

      {refusedUser !== null ? null : failed ? (
        <div data-testid="record-failed">
          <InlineRetry onRetry={() => list.send({ type: 'RETRY' })}>
            <Trans>The records could not be loaded.</Trans> {errorText(listState.context.error)}
          </InlineRetry>
        </div>
      ) : (
        <div className={styles.tableArea}>
          <RecordTable
            caption={config.caption}
            columns={config.columns}
            rows={items}
            rowKey={config.rowKey}
            busy={loading}
            empty={config.empty}
            footer={totals !== null && config.footer ? config.footer(totals) : undefined}
          />
          {loading && (
            <div className={styles.loading}>
              <Spinner label={t`Loading`} />
            </div>
          )}
        </div>
      )}

      <Paginator page={loading ? requestedPage : pageNo} pages={totalPages} label={t`Pages`} onPage={(page) => list.send({ type: 'GO_TO_PAGE', pageNo: page })} />

      {totals !== null && !loading && !failed && config.aside?.(totals, currentQuery(filterState))}
    </Stack>
  );
}
