import { sweepSurfaces } from './surfacesSweep';

/** The member's routes and popups: strict CSP and axe on each (test/e2e/surfacesSweep.ts). */
sweepSurfaces('member');
