import * as v from 'valibot';

/** The record lists' page size unless a call says otherwise. */
export const RECORD_PAGE_SIZE = 20;

/** A whole number given as a query string, within bounds, with a default when absent. */
export const wholeNumberParam = (min: number, max: number, fallback: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.toNumber(), v.minValue(min), v.maxValue(max)), String(fallback));

/** The query of a paged record list: pageNo from 1, pageSize up to 100. */
export const pageQuerySchema = v.object({
  pageNo: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, 100, RECORD_PAGE_SIZE),
});
export type PageQuery = v.InferOutput<typeof pageQuerySchema>;

/** A page of a record list, the shape machines/pagedList.machine.ts reads. */
export const pageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    pageNo: v.number(),
    pageSize: v.number(),
    totalPages: v.number(),
    totalCount: v.number(),
  });
