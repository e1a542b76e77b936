import { defineConfig } from 'vitest/config';
import mutation from './vitest.mutation.config';

/**
 * The model tests alone, under mutation (`npm run test:mutation`'s second score): what the machines'
 * own model tests catch without the unit tests of their rules, so a gap in the models cannot hide
 * behind a rule's unit test.
 */
export default defineConfig({ ...mutation, test: { ...mutation.test, include: ['test/machines/**/*.model.test.ts'] } });
