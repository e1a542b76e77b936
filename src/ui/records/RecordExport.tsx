import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Download } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { recordExportMachine } from '@machines/member/recordExport.machine';
import type { RecordExportFile } from '@machines/member/recordExport.rules';
import { cappedExport, exportFailure, isExporting } from '@machines/member/recordExport.selectors';
import type { RecordQuery } from '@machines/member/recordFilters.rules';
import type { Page } from '@machines/pagedList.machine';
import { exportRecords, type RecordCsv } from '@/rules/member/recordExport.rules';
import { Button } from '@/ui/Button';
import { useErrorText } from '@/ui/useErrorText';
import type { DownloadFile } from './downloadFile';
import styles from './RecordExport.module.css';

const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * The export button of a record page: every record of the query shown as a CSV file (the
 * recordExport machine: busy while it reads, a capped file said, a failure said without touching
 * the filters or the list).
 */
export function RecordExport<T>({
  query,
  load,
  csv,
  download,
  formatCount,
}: {
  query: RecordQuery;
  load: (query: RecordQuery, pageNo: number, pageSize: number) => Promise<Page<T, unknown>>;
  csv: RecordCsv<T>;
  download: (file: DownloadFile) => void;
  formatCount: (value: number) => string;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  // The actor is made once; what it reads is the page's latest.
  const latest = useRef({ load, csv, download });
  latest.current = { load, csv, download };
  const machine = useMemo(
    () =>
      recordExportMachine.provide({
        actors: {
          exportRecords: fromPromise<RecordExportFile, { query: RecordQuery }>(({ input }) => exportRecords(input.query, latest.current.load, latest.current.csv)),
        },
        actions: { download: (_, file) => latest.current.download({ fileName: file.fileName, content: file.content, mimeType: CSV_TYPE }) },
      }),
    [],
  );
  const exporter = useActorRef(machine);
  const busy = useSelector(exporter, isExporting);
  const capped = useSelector(exporter, cappedExport);
  const failure = useSelector(exporter, exportFailure);

  return (
    <div className={styles.export}>
      <Button size="s" variant="outline" disabled={busy} aria-busy={busy} onClick={() => exporter.send({ type: 'EXPORT', query })} data-testid="record-export">
        <Download size={14} aria-hidden="true" /> {busy ? t`Exporting…` : t`Export CSV`}
      </Button>
      {capped && <CappedNote held={formatCount(capped.rowCount)} total={formatCount(capped.totalCount)} />}
      {failure && (
        <p className={styles.failed} role="alert" data-testid="record-export-failed">
          <Trans>The file could not be made.</Trans> {errorText(failure.error)}
        </p>
      )}
    </div>
  );
}

/** A capped file says which part of the records it holds (named placeholders for the translators). */
function CappedNote({ held, total }: { held: string; total: string }) {
  return (
    <p className={styles.note} role="status" data-testid="record-export-capped">
      <Trans>
        The file holds the first {held} of {total} records. Choose a shorter period for the rest.
      </Trans>
    </p>
  );
}
