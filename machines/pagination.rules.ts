/** SPEC 9: announcement page size 9 (the paginator's margin and range are the views': src/rules/pagination.rules.ts). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const pageCount = (items: number, pageSize: number) => Math.max(1, Math.ceil(items / pageSize));
