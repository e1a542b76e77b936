import type { Browser, Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import type { GraphLimits } from '../../model/graph';
import type { MachineModel, Step } from '../../model/types';

/** A running product the walk drives: its address, and its dev controls when it has them. */
export type BrowserSession = {
  browser: Browser;
  baseUrl: string;
  /** True when the product answers its dev controls (/__dev/*, the reference backend with DEV_CONTROLS). */
  devControls: boolean;
  devControl: (path: string, method: string, body?: unknown) => Promise<unknown>;
};

/** Thrown by `perform` when a step needs dev controls the product does not have: the run stops there, with this note. */
export class StepSkipped extends Error {}

/**
 * How one machine is walked in the page: the model as the product really runs (the backend's real
 * answers, what a person can do), how each step is done in the page, how each state is checked.
 */
export type BrowserDriver = {
  machine: string;
  model: MachineModel;
  limits: GraphLimits;
  /** A fresh page that shows the machine in its initial state. */
  open: (session: BrowserSession) => Promise<Page>;
  perform: (page: Page, step: Step, before: AnyMachineSnapshot, session: BrowserSession) => Promise<void>;
  verify: (page: Page, snapshot: AnyMachineSnapshot, session: BrowserSession) => Promise<void>;
};
