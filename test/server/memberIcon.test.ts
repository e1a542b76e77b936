import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { memberIconResponse } from '@kernel/memberIcon';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { expectLoginRequired, loginToken, parseFailure, startServer, type TestServer, trialToken } from './helpers';

/** SPEC 7 GET /wps/member/info/icon (T), and choosing an icon with PUT on the same path (issue 24). */

const ICONS = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, url: `/assets-gen/avatar/${id}.svg` }));

describe('the member icon', () => {
  let server: TestServer;
  let token: string;
  // The first server of a worker seeds the demo accounts' password hashes: slow on a busy machine.
  beforeAll(async () => {
    server = await startServer();
    token = await loginToken(server, 'demo_member');
  }, 60_000);
  const choose = (icon: unknown, as = token) => server.call(MEMBER_PATH.memberIcon, { method: 'PUT', token: as, body: { icon } });

  it('needs a login', async () => {
    await expectLoginRequired(server, MEMBER_PATH.memberIcon);
    await expectLoginRequired(server, MEMBER_PATH.memberIcon, { method: 'PUT', body: { icon: 1 } });
  });

  it('offers eight icons and none is chosen at first', async () => {
    const { body } = await server.expectBody(memberIconResponse, MEMBER_PATH.memberIcon, { token });
    expect(body.value).toEqual({ icon: null, icons: ICONS });
  });

  it('keeps the icon chosen, and can go back to the default avatar', async () => {
    const response = await choose(3);
    expect(((await response.json()) as { value: unknown }).value).toEqual({ icon: 3, icons: ICONS });
    expect((await server.expectBody(memberIconResponse, MEMBER_PATH.memberIcon, { token })).body.value.icon).toBe(3);
    await choose(null);
    expect((await server.expectBody(memberIconResponse, MEMBER_PATH.memberIcon, { token })).body.value.icon).toBeNull();
  });

  it.each([[0], [9], [2.5], ['2']])('refuses %j, which is not an icon on offer', async (icon) => {
    const before = (await server.expectBody(memberIconResponse, MEMBER_PATH.memberIcon, { token })).body.value.icon;
    const response = await choose(icon);
    expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    expect((await server.expectBody(memberIconResponse, MEMBER_PATH.memberIcon, { token })).body.value.icon).toBe(before);
  });

  it('is one member’s own', async () => {
    await choose(5);
    const other = await loginToken(server, 'demo_first');
    expect((await server.expectBody(memberIconResponse, MEMBER_PATH.memberIcon, { token: other })).body.value.icon).toBeNull();
  });

  it('tells a trial account to register first when it chooses', async () => {
    const trial = await trialToken(server);
    expect(parseFailure(await (await choose(1, trial)).json()).code).toBe(ErrorCode.trialNotAllowed);
  });

  it('serves each icon as generated art, and no other', async () => {
    const art = await server.call('/assets-gen/avatar/4.svg');
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    expect(await art.text()).toMatch(/^<svg /);
    expect((await server.call('/assets-gen/avatar/9.svg')).status).toBe(404);
  });
});
