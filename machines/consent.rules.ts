import type { ConsentChoice } from '../kernel/storageKeys';

/** Issue 26, item 6: whether a choice lets the site keep preferences (language, theme, ...) between visits. */
export const allowsPreferences = (choice: ConsentChoice | null): boolean => choice === 'all' || choice === 'custom:preferences';

/** The choice the settings dialog saves, from its preferences toggle. */
export const customChoice = (preferences: boolean): ConsentChoice => (preferences ? 'custom:preferences' : 'custom:necessary');
