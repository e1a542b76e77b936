import { beforeEach, describe, expect, it } from 'vitest';
import { memberInfoResponse } from '@kernel/member';
import { memberIconResponse } from '@kernel/memberIcon';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH } from '@kernel/paths';
import { loginToken, startServer, type TestServer } from './helpers';

/**
 * The member info carries the avatar the member chose (SPEC 7 /wps/member/info/icon), so the header
 * shows it from the session without a read of its own; null while none is chosen (the initial shows).
 */
describe('the member info’s avatar', () => {
  let server: TestServer;
  let token: string;
  // The first server of a worker seeds the demo accounts' password hashes: slow on a busy machine.
  beforeEach(async () => {
    server = await startServer();
    token = await loginToken(server, 'demo_member');
  }, 60_000);
  const avatarOfMemberInfo = async () => (await server.expectBody(memberInfoResponse, PATH.memberInfo, { token })).body.value.avatarUrl;

  it('is the icon chosen, and null for the default', async () => {
    expect(await avatarOfMemberInfo()).toBeNull();
    await server.expectBody(memberIconResponse, MEMBER_PATH.memberIcon, { method: 'PUT', token, body: { icon: 2 } });
    expect(await avatarOfMemberInfo()).toBe('/assets-gen/avatar/2.svg');
    await server.expectBody(memberIconResponse, MEMBER_PATH.memberIcon, { method: 'PUT', token, body: { icon: null } });
    expect(await avatarOfMemberInfo()).toBeNull();
  });
});
