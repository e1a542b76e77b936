import type { RecordQuery } from '@machines/member/recordFilters.rules';
import type { ReportParams } from '@kernel/agency';

/** A record page's query as a report call's parameters: the range, the team filters that are set, the page. */
export function reportParams(query: RecordQuery, pageNo: number, pageSize?: number): ReportParams {
  return {
    from: query.from,
    to: query.to,
    ...(query.userName !== undefined ? { userName: query.userName } : {}),
    ...(query.level !== undefined ? { level: query.level } : {}),
    pageNo,
    ...(pageSize !== undefined ? { pageSize } : {}),
  };
}
