/** A finished export: the file, how many records it holds, and how many the query has. */
export type RecordExportFile = { fileName: string; content: string; rowCount: number; totalCount: number };

/** An export holds fewer records than the query has: the page says which part the file holds. */
export const isCapped = (file: Pick<RecordExportFile, 'rowCount' | 'totalCount'>) => file.rowCount < file.totalCount;
