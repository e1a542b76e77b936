import type { PageQuery } from '../../kernel/paging';

/** A page of a record list in the shape of kernel/paging.ts. */
export function pageOf<T>(query: PageQuery, totalCount: number, load: (limit: number, offset: number) => T[]) {
  return {
    items: load(query.pageSize, (query.pageNo - 1) * query.pageSize),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
  };
}
