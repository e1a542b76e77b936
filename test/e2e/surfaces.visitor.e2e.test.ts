import { sweepSurfaces } from './surfacesSweep';

/** The visitor's routes and popups: strict CSP and axe on each (test/e2e/surfacesSweep.ts). */
sweepSurfaces('visitor');
