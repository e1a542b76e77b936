import { describe, expect, it } from 'vitest';
import { PATH } from '@kernel/paths';
import { callJson, manualClock, type RequestOptions, smsOutbox, startServer, type TestServer } from './helpers';

/** demo_member's number, and one no account has. */
const REGISTERED = '9876543210';
const UNREGISTERED = '9000000099';
/** One past the per-number allowance (3 codes in 5 minutes), so the refusal is compared too. */
const REQUESTS = 4;

const askLoginCode = (server: TestServer, mobileNum: string, from: RequestOptions) =>
  callJson(server, 'POST', PATH.smsLoginCode, { mobileNum, countryDialingCode: '+91' }, { ...from, lang: 'EN' });

/** What the same run of code requests answers for a number, from a client of its own. */
async function answersFor(server: TestServer, mobileNum: string, remoteAddress: string) {
  const answers = [];
  for (let request = 0; request < REQUESTS; request++) answers.push(await askLoginCode(server, mobileNum, { remoteAddress }));
  return answers;
}

describe('SMS login codes (sms/noLogin)', () => {
  it('answer a registered and an unregistered mobile alike, status and body, the per-number limit included', async () => {
    const server = await startServer({ clock: manualClock().now });
    const registered = await answersFor(server, REGISTERED, '198.51.100.1');
    const unregistered = await answersFor(server, UNREGISTERED, '198.51.100.2');
    expect(unregistered).toEqual(registered);
    expect(registered[0]?.status).toBe(200);
  });

  it('send nothing to a number no account has', async () => {
    const server = await startServer({ clock: manualClock().now });
    await askLoginCode(server, UNREGISTERED, {});
    expect((await smsOutbox(server)).filter((sms) => sms.mobile === UNREGISTERED)).toEqual([]);
  });

  it('are followed by a login that answers an unregistered number like a wrong code', async () => {
    const server = await startServer({ clock: manualClock().now });
    const smsLogin = async (mobile: string) =>
      (await server.login({ username: mobile, password: '000000', type: 'sms', countryDialingCode: '+91' }, { lang: 'EN' })).body;
    await askLoginCode(server, REGISTERED, {});
    await askLoginCode(server, UNREGISTERED, {});
    const code = (await smsOutbox(server)).find((sms) => sms.mobile === REGISTERED)?.code;
    // '000000' is wrong for the registered number unless it happens to be its code
    if (code !== '000000') expect(await smsLogin(UNREGISTERED)).toEqual(await smsLogin(REGISTERED));
  });
});
