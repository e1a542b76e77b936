import type { ReactNode } from 'react';
import styles from './RecordTable.module.css';

/** One column of a record table: its header and how a row's cell reads. */
export type RecordColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** A long text (a status sentence, a bank's name) wraps instead of widening the table past its card. */
  wrap?: boolean;
};

/**
 * The one table every record page shows (betting record, account record, profit and loss, the
 * agent reports): columns from the page's configuration, one row per record, an optional footer
 * row (totals), and what to say when there is nothing.
 */
export function RecordTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
  empty,
  footer,
  testId = 'record-table',
  rowTestId = 'record-row',
  rowData,
}: {
  /** What the table lists (read by screen readers). */
  caption: string;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  busy?: boolean;
  /** Shown in place of rows when there are none and nothing is loading. */
  empty: ReactNode;
  /** Cells of a footer row, by column id. */
  footer?: Partial<Record<string, ReactNode>>;
  testId?: string;
  /** A row's test id: one for every row, or per row (a list whose rows a browser test picks by name). */
  rowTestId?: string | ((row: T) => string);
  /** A row's data attributes (`status` becomes data-status), for what the row is about. */
  rowData?: (row: T) => Record<string, string>;
}) {
  const dataOf = (row: T) => Object.fromEntries(Object.entries(rowData?.(row) ?? {}).map(([name, value]) => [`data-${name}`, value]));
  const alignOf = (column: RecordColumn<T>) => [column.align === 'end' ? styles.end : '', column.wrap ? styles.wrap : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-testid={testId} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={alignOf(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={typeof rowTestId === 'function' ? rowTestId(row) : rowTestId} {...dataOf(row)}>
              {columns.map((column) => (
                <td key={column.id} className={alignOf(column)} data-column={column.id}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && !busy && (
            <tr>
              <td colSpan={columns.length} className={styles.empty} data-testid={`${testId}-empty`}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
        {footer && rows.length > 0 && (
          <tfoot>
            <tr>
              {columns.map((column) => (
                <td key={column.id} className={alignOf(column)} data-column={column.id}>
                  {footer[column.id] ?? null}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
