import type { DepositOrder } from '../../kernel/deposit';
import { formatPaise } from '../../kernel/format';
import { dirAttributeOf, type Lang, type Localised, localise, tagOf } from '../i18n';
import { escapeHtml } from './html';
import { PAGE_FONT_FAMILY, PAGE_FONTS_LINK } from './pageFonts';

export type PayPageInput = { order: DepositOrder; lang: Lang; payPath: string; failPath: string };

const TEXT = {
  title: { EN: 'Payment gateway', HI: 'भुगतान गेटवे' },
  order: { EN: 'Order', HI: 'ऑर्डर' },
  channel: { EN: 'Method', HI: 'विधि' },
  amount: { EN: 'Amount', HI: 'राशि' },
  pay: { EN: 'Pay', HI: 'भुगतान करें' },
  fail: { EN: 'Fail payment', HI: 'भुगतान विफल करें' },
  pending: { EN: 'Waiting for your payment', HI: 'आपके भुगतान की प्रतीक्षा है' },
  working: { EN: 'Processing…', HI: 'प्रक्रिया जारी है…' },
  paid: { EN: 'Payment received: you can close this page', HI: 'भुगतान प्राप्त हुआ: आप यह पेज बंद कर सकते हैं' },
  failed: { EN: 'The payment failed', HI: 'भुगतान विफल रहा' },
  expired: { EN: 'This order has expired', HI: 'इस ऑर्डर की समय-सीमा समाप्त हो गई है' },
  networkError: { EN: 'Network link is abnormal, please try again', HI: 'नेटवर्क लिंक असामान्य है, कृपया पुनः प्रयास करें' },
  demo: {
    EN: 'Demo gateway of the reference backend: no real money moves.',
    HI: 'रेफ़रेंस बैकएंड का डेमो गेटवे: कोई असली पैसा नहीं लगता।',
  },
} as const satisfies Record<string, Localised>;

/**
 * The two buttons post to the gateway paths and show the outcome. Texts and paths come from data-
 * attributes (no server text in the script); a refusal shows the server's localised message.
 */
const SCRIPT = `(() => {
  const body = document.body;
  const status = document.getElementById('status');
  const buttons = [...document.querySelectorAll('button[data-path]')];
  const show = (state) => {
    body.dataset.state = state;
    status.textContent = body.dataset[state] || state;
    buttons.forEach((button) => { button.disabled = state !== 'pending'; });
  };
  buttons.forEach((button) => button.addEventListener('click', async () => {
    buttons.forEach((other) => { other.disabled = true; });
    status.textContent = body.dataset.working;
    try {
      const response = await fetch(button.dataset.path, { method: 'POST', headers: { Language: body.dataset.lang } });
      const answer = await response.json();
      if (answer.success) { show(answer.value.status); return; }
      status.textContent = answer.message || body.dataset.networkError;
      if (answer.code === 'ORDER_CLOSED') show('expired');
    } catch {
      status.textContent = body.dataset.networkError;
      buttons.forEach((other) => { other.disabled = false; });
    }
  }));
  show(body.dataset.state);
})();`;

/** The payment page of a gateway order: its amount, a Pay button and a Fail button (a demo of the real gateway). */
export function renderPayPage({ order, lang, payPath, failPath }: PayPageInput): string {
  const t = (key: keyof typeof TEXT) => escapeHtml(localise(TEXT[key], lang));
  const amount = `₹${formatPaise(order.amountPaise)}`;
  const states = (['pending', 'working', 'paid', 'failed', 'expired', 'networkError'] as const)
    .map((key) => `data-${key === 'networkError' ? 'network-error' : key}="${t(key)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${tagOf(lang)}"${dirAttributeOf(lang)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')} · ${escapeHtml(amount)}</title>
${PAGE_FONTS_LINK}
<style>
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; }
body { display: grid; place-items: center; padding: 24px; font-family: ${PAGE_FONT_FAMILY};
  background: #eef2f7; color: #1d2433; }
.card { width: min(94vw, 420px); padding: 28px; border-radius: 18px; background: #fff; box-shadow: 0 12px 40px rgba(20, 40, 80, 0.15); }
h1 { margin: 0 0 18px; font-size: 22px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; }
dt { color: #5b6578; }
dd { margin: 0; font-weight: 600; word-break: break-all; }
.amount { font-size: 28px; }
.status { min-height: 1.4em; margin: 0 0 16px; font-weight: 600; }
[data-state='paid'] .status { color: #12805c; }
[data-state='failed'] .status, [data-state='expired'] .status { color: #c0392b; }
.actions { display: flex; gap: 12px; }
button { flex: 1; font: inherit; font-weight: 700; padding: 12px; border: 0; border-radius: 10px; cursor: pointer; }
#pay { background: #1463ff; color: #fff; }
#fail { background: #f1f3f7; color: #c0392b; }
button:disabled { opacity: 0.5; cursor: default; }
.note { margin: 18px 0 0; font-size: 12px; color: #5b6578; }
</style>
</head>
<body data-lang="${lang}" data-state="${order.status}" ${states}>
<main class="card">
<h1>${t('title')}</h1>
<dl>
<dt>${t('order')}</dt><dd>${escapeHtml(order.orderId)}</dd>
<dt>${t('channel')}</dt><dd>${escapeHtml(order.channel)}</dd>
<dt>${t('amount')}</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>
<p class="status" id="status" aria-live="polite"></p>
<div class="actions">
<button id="pay" type="button" data-path="${escapeHtml(payPath)}">${t('pay')} ${escapeHtml(amount)}</button>
<button id="fail" type="button" data-path="${escapeHtml(failPath)}">${t('fail')}</button>
</div>
<p class="note">${t('demo')}</p>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
