import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:5192';
await fetch(`${url}/__dev/languages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ set: 'all' }) }).then((r) => console.log('languages all', r.status));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const report = [];
for (const lang of ['AR', 'TH', 'MY', 'TA', 'TW', 'RU']) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  await ctx.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
    localStorage.setItem('storageConsent', 'all');
    sessionStorage.setItem('popupMarkers', JSON.stringify(['anonymous', 'USER']));
  }, lang);
  const page = await ctx.newPage();
  const check = async (name) => {
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(800);
    const facts = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
      hscroll: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      tofu: document.body.innerText.includes('\uFFFD') || document.body.innerText.includes('□'),
    }));
    await page.screenshot({ path: `/tmp/me/s25/${lang}-${name}.png` });
    report.push(`${lang} ${name}: ${JSON.stringify(facts)}`);
  };
  await page.goto(url + '/');
  await page.getByTestId('header-login').waitFor();
  await check('lobby');
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-popup');
  await dialog.waitFor();
  await check('login');
  await dialog.locator('input[name=username]').fill('demo_member');
  await dialog.locator('input[name=password]').fill('Demo@1234');
  await dialog.locator('button[type=submit]').click();
  await dialog.waitFor({ state: 'detached', timeout: 30000 });
  await page.goto(url + '/member?page=depositv2');
  await page.getByTestId('balance-value').waitFor({ timeout: 20000 }).catch(() => {});
  await check('deposit');
  await ctx.close();
  const agentCtx = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  await agentCtx.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
    localStorage.setItem('storageConsent', 'all');
    sessionStorage.setItem('popupMarkers', JSON.stringify(['anonymous', 'USER']));
  }, lang);
  const agentPage = await agentCtx.newPage();
  await agentPage.goto(url + '/agent');
  await agentPage.locator('input[name=username]').fill('demo_agent');
  await agentPage.locator('input[name=password]').fill('Agent@1234');
  await agentPage.locator('button[type=submit]').click();
  await agentPage.waitForURL(/agentHome/, { timeout: 30000 });
  await agentPage.waitForLoadState('networkidle').catch(() => {});
  await agentPage.waitForTimeout(1200);
  await agentPage.screenshot({ path: `/tmp/me/s25/${lang}-agency.png` });
  report.push(`${lang} agency: ${agentPage.url()} dir=${await agentPage.evaluate(() => document.documentElement.dir)}`);
  await agentCtx.close();
}
await browser.close();
console.log(report.join('\n'));
