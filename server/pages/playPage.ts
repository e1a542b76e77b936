import { formatPaise } from '../../kernel/format';
import { PLAY_STAKES_PAISE } from '../../kernel/play';
import { hsl, hueOf } from '../art/svg';
import { dirAttributeOf, type Lang, type Localised, localise, tagOf } from '../i18n';
import { escapeHtml } from './html';
import { PAGE_FONT_FAMILY, PAGE_FONTS_LINK } from './pageFonts';

/** What the page needs to play: present when the address carried a valid play ticket. */
export type PlaySession = {
  ticket: string;
  spinPath: string;
  /** The wallet the stakes come from ('Main wallet', 'PG Soft wallet', 'Demo credit'). */
  walletLabel: string;
  balancePaise: number;
  currency: 'INR' | 'DEMO';
};

export type PlayPageInput = { nodeId: number; name: string; vendorName: string; lang: Lang; session: PlaySession | null };

const TEXT = {
  prompt: { EN: 'Press SPIN to play', HI: 'खेलने के लिए SPIN दबाएँ' },
  balance: { EN: 'Balance', HI: 'शेष राशि' },
  launchFirst: { EN: 'Open this game from the lobby to play', HI: 'खेलने के लिए यह गेम लॉबी से खोलें' },
  bet: { EN: 'Bet', HI: 'दांव' },
  win: { EN: 'Win', HI: 'जीत' },
  spin: { EN: 'SPIN', HI: 'SPIN' },
  bigWin: { EN: 'Jackpot! Three of a kind', HI: 'जैकपॉट! तीनों एक जैसे' },
  smallWin: { EN: 'A pair: you win', HI: 'एक जोड़ी: आप जीते' },
  noWin: { EN: 'No win this time, spin again', HI: 'इस बार जीत नहीं, फिर से स्पिन करें' },
  networkError: { EN: 'Network link is abnormal, please try again', HI: 'नेटवर्क लिंक असामान्य है, कृपया पुनः प्रयास करें' },
  noteReal: {
    EN: 'Demo game of the reference backend: bets and wins move your wallet and show in your betting record.',
    HI: 'रेफ़रेंस बैकएंड का डेमो गेम: दांव और जीत आपके वॉलेट में दर्ज होते हैं और आपके दांव रिकॉर्ड में दिखते हैं।',
  },
  noteFree: { EN: 'Free play with demo credit: no real money is played.', HI: 'डेमो क्रेडिट से मुफ़्त खेल: इसमें असली पैसा नहीं लगता।' },
} as const satisfies Record<string, Localised>;

/**
 * The spin: the page posts the chosen bet with its play ticket and a fresh idempotency key; the
 * server takes the stake, draws the reels, pays any prize and answers the reels, the payout and
 * the wallet's new balance, which is all the page shows (it keeps no balance of its own). The
 * reels flicker at least 0.6 s meanwhile (Math.random only animates). A network failure is
 * retried with the same key, so a spin never bets twice. Texts and paths come from data-
 * attributes, so no server text is ever written into the script; a refusal shows the server's
 * localised message.
 */
const SCRIPT = `(() => {
  const body = document.body;
  if (!body.dataset.ticket) return;
  const reels = [...document.querySelectorAll('.reel')];
  const balance = document.getElementById('balance');
  const win = document.getElementById('win');
  const status = document.getElementById('status');
  const button = document.getElementById('spin');
  const stakes = [...document.querySelectorAll('button[data-stake]')];
  let stakePaise = Number(stakes[0].dataset.stake);
  const money = (paise) => body.dataset.symbol + (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const digit = () => String(Math.floor(Math.random() * 10));
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const setBusy = (busy) => { button.disabled = busy; stakes.forEach((choice) => { choice.disabled = busy; }); };
  stakes.forEach((choice) => choice.addEventListener('click', () => {
    stakePaise = Number(choice.dataset.stake);
    stakes.forEach((other) => other.setAttribute('aria-pressed', String(other === choice)));
  }));
  const send = async (request) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(body.dataset.spinPath, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Language: body.dataset.lang },
          body: JSON.stringify(request),
        });
        return await response.json();
      } catch (error) {
        if (attempt >= 2) throw error;
        await pause(500 * (attempt + 1));
      }
    }
  };
  button.addEventListener('click', async () => {
    setBusy(true);
    win.textContent = money(0);
    status.textContent = '';
    body.classList.add('spinning');
    const flicker = setInterval(() => reels.forEach((reel) => { reel.textContent = digit(); }), 60);
    const request = { ticket: body.dataset.ticket, stakePaise, idempotencyKey: newKey() };
    let answer = null;
    try {
      [answer] = await Promise.all([send(request), pause(600)]);
    } catch {
      answer = null;
    }
    clearInterval(flicker);
    body.classList.remove('spinning');
    if (answer && answer.success) {
      const result = answer.value;
      result.reels.forEach((value, index) => { reels[index].textContent = String(value); });
      balance.textContent = money(result.balancePaise);
      win.textContent = money(result.payoutPaise);
      const kinds = new Set(result.reels).size;
      status.textContent = kinds === 1 ? body.dataset.bigWin : kinds === 2 ? body.dataset.smallWin : body.dataset.noWin;
    } else {
      status.textContent = (answer && answer.message) || body.dataset.networkError;
    }
    setBusy(false);
  });
})();`;

/** The amount as the page shows it: ₹ for money, no symbol for demo credit. */
const moneyText = (paise: number, currency: 'INR' | 'DEMO') => `${currency === 'INR' ? '₹' : ''}${formatPaise(paise)}`;

/**
 * A small self-contained slot-like page in the game's own colours, so the game popup shows
 * something real. With a play session it bets from the launching member's wallet; without one
 * (an address without a valid ticket) it shows the game and asks to open it from the lobby.
 */
export function renderPlayPage({ nodeId, name, vendorName, lang, session }: PlayPageInput): string {
  const hue = hueOf(nodeId);
  const t = (key: keyof typeof TEXT) => escapeHtml(localise(TEXT[key], lang));
  const start = String(nodeId).padStart(3, '0').slice(-3).split('');
  const currency = session?.currency ?? 'INR';
  const playData = session
    ? ` data-ticket="${escapeHtml(session.ticket)}" data-spin-path="${escapeHtml(session.spinPath)}" data-symbol="${currency === 'INR' ? '₹' : ''}"`
    : '';
  const stakes = PLAY_STAKES_PAISE.map(
    (paise, index) =>
      `<button type="button" class="stake" data-stake="${paise}" aria-pressed="${index === 0}"${session ? '' : ' disabled'}>${escapeHtml(moneyText(paise, currency).replace(/\.00$/, ''))}</button>`,
  ).join('');
  const balance = session ? escapeHtml(moneyText(session.balancePaise, currency)) : '—';
  const walletLabel = session ? escapeHtml(session.walletLabel) : t('balance');
  const note = session?.currency === 'DEMO' ? t('noteFree') : t('noteReal');
  return `<!doctype html>
<html lang="${tagOf(lang)}"${dirAttributeOf(lang)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} · ${escapeHtml(vendorName)}</title>
${PAGE_FONTS_LINK}
<style>
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { display: grid; place-items: center; font-family: ${PAGE_FONT_FAMILY}; color: #fff;
  background: radial-gradient(circle at 30% 20%, ${hsl(hue, 80, 45)}, ${hsl(hue + 45, 80, 16)} 70%); }
.machine { width: min(92vw, 520px); padding: 24px; border-radius: 28px; text-align: center;
  background: rgba(0, 0, 0, 0.35); box-shadow: 0 20px 60px rgba(0, 0, 0, 0.45), inset 0 0 0 3px ${hsl(hue + 180, 90, 65)}; }
.vendor { margin: 0; opacity: 0.8; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; font-size: 13px; }
h1 { margin: 6px 0 18px; font-size: clamp(22px, 5vw, 34px); }
.reels { display: flex; gap: 12px; justify-content: center; }
.reel { width: 96px; height: 120px; display: grid; place-items: center; border-radius: 16px; font-size: 64px; font-weight: 800;
  color: ${hsl(hue, 80, 25)}; background: linear-gradient(${hsl(hue + 180, 95, 92)}, ${hsl(hue + 200, 85, 70)}); }
.spinning .reel { filter: blur(1px); }
.status { min-height: 1.4em; margin: 16px 0 8px; font-weight: 600; }
.bar { display: flex; justify-content: space-around; gap: 8px; margin: 8px 0 12px; font-size: 15px; }
.stakes { display: flex; gap: 8px; justify-content: center; align-items: center; margin: 0 0 16px; }
.stake { font: inherit; font-size: 15px; font-weight: 700; padding: 6px 14px; border-radius: 999px; border: 2px solid ${hsl(hue + 180, 95, 60)};
  color: #fff; background: transparent; cursor: pointer; }
.stake[aria-pressed='true'] { color: ${hsl(hue, 80, 15)}; background: ${hsl(hue + 180, 95, 60)}; }
#spin { font: inherit; font-size: 22px; font-weight: 800; padding: 12px 48px; border: 0; border-radius: 999px; cursor: pointer;
  color: ${hsl(hue, 80, 15)}; background: ${hsl(hue + 180, 95, 60)}; box-shadow: 0 6px 0 ${hsl(hue + 180, 80, 35)}; }
#spin:active { transform: translateY(3px); box-shadow: 0 3px 0 ${hsl(hue + 180, 80, 35)}; }
button:disabled { opacity: 0.6; cursor: wait; }
.note { margin: 16px 0 0; font-size: 12px; opacity: 0.7; }
</style>
</head>
<body data-lang="${lang}"${playData} data-big-win="${t('bigWin')}" data-small-win="${t('smallWin')}" data-no-win="${t('noWin')}" data-network-error="${t('networkError')}">
<main class="machine" data-node-id="${nodeId}">
<p class="vendor">${escapeHtml(vendorName)}</p>
<h1>${escapeHtml(name)}</h1>
<div class="reels" aria-live="polite">${start.map((digit) => `<span class="reel">${digit}</span>`).join('')}</div>
<p class="status" id="status" aria-live="polite">${session ? t('prompt') : t('launchFirst')}</p>
<div class="bar"><span>${walletLabel}: <b id="balance">${balance}</b></span><span>${t('win')}: <b id="win">${escapeHtml(moneyText(0, currency))}</b></span></div>
<div class="stakes" role="group" aria-label="${t('bet')}">${t('bet')}: ${stakes}</div>
<button id="spin" type="button"${session ? '' : ' disabled'}>${t('spin')}</button>
<p class="note">${note}</p>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
