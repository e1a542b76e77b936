import { describe, expect, it, vi } from 'vitest';
import type { Consolidated } from '@kernel/agencyContracts';
import { createConsolidated } from '@/app/consolidated';

/** SPEC 4 Login: the consolidated contract info, fetched once at login and forgotten at sign-out. */

const INFO: Consolidated = { dailysalreqtype: 'none', divtypereq: 'active', contracthoursalreq: 'none', realtimesalreqtype: 'pending' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('consolidated contract info', () => {
  it('fetches nothing until an account needs it', async () => {
    const load = vi.fn(async () => INFO);
    const holder = createConsolidated(load);
    holder.follow(null);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(holder.data()).toBeNull();
  });

  it('fetches once for the account that signed in, and tells its readers', async () => {
    const load = vi.fn(async () => INFO);
    const holder = createConsolidated(load);
    const reader = vi.fn();
    holder.subscribe(reader);
    holder.follow('demo_agent');
    await settle();
    expect(holder.data()).toEqual(INFO);
    expect(reader).toHaveBeenCalled();
    // The session and the whitelabel change often; the same account is not fetched again.
    holder.follow('demo_agent');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets the info at sign-out and fetches again for the next account', async () => {
    const load = vi.fn(async () => INFO);
    const holder = createConsolidated(load);
    holder.follow('demo_agent');
    await settle();
    holder.follow(null);
    expect(holder.data()).toBeNull();
    holder.follow('demo_subagent');
    expect(holder.data()).toBeNull();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(holder.data()).toEqual(INFO);
  });

  it('drops an answer that arrives after its account signed out', async () => {
    let answer: (info: Consolidated) => void = () => {};
    const holder = createConsolidated(() => new Promise<Consolidated>((resolve) => (answer = resolve)));
    holder.follow('demo_agent');
    holder.follow(null);
    answer(INFO);
    await settle();
    expect(holder.data()).toBeNull();
  });

  it('fetches again on reload (after an offer was answered), and not at all for nobody', async () => {
    const load = vi
      .fn<() => Promise<Consolidated>>()
      .mockResolvedValueOnce(INFO)
      .mockResolvedValue({ ...INFO, realtimesalreqtype: 'active' });
    const holder = createConsolidated(load);
    holder.reload();
    await settle();
    expect(load).not.toHaveBeenCalled();
    holder.follow('demo_agent');
    await settle();
    holder.reload();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(holder.data()?.realtimesalreqtype).toBe('active');
  });

  it('stops telling a reader that unsubscribed', async () => {
    const holder = createConsolidated(async () => INFO);
    const reader = vi.fn();
    holder.subscribe(reader)();
    holder.follow('demo_agent');
    await settle();
    expect(reader).not.toHaveBeenCalled();
  });
});
