import { initialSchema } from './001_initial_schema';
import { accountFlowsSchema } from './002_account_flows';
import { gamePlaySchema } from './003_game_play';

/**
 * Migrations in order. Kept as TypeScript strings (not .sql files) so the bundled production
 * server (vite build --ssr) carries them without copying files next to it. Append, never edit.
 */
export const MIGRATIONS: readonly { readonly name: string; readonly sql: string }[] = [
  { name: '001_initial_schema', sql: initialSchema },
  { name: '002_account_flows', sql: accountFlowsSchema },
  { name: '003_game_play', sql: gamePlaySchema },
];
