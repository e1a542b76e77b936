import type { ServerContext } from '../context';

/** What a money operation needs: the database (for its transaction) and the stores; times are passed in. */
export type MoneyContext = Pick<ServerContext, 'db' | 'stores'>;
