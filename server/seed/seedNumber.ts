/** The one seed number: the same data on every machine and every run (seed data and lottery draws). */
export const SEED = 20_240_601;
