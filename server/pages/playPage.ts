import { hsl, hueOf } from '../art/svg';
import { localise, type Lang, type Localised } from '../i18n';
import { escapeHtml } from './html';

export type PlayPageInput = { nodeId: number; name: string; vendorName: string; lang: Lang };

const TEXT = {
  prompt: { EN: 'Press SPIN to play', HI: 'खेलने के लिए SPIN दबाएँ' },
  credits: { EN: 'Credits', HI: 'क्रेडिट' },
  bet: { EN: 'Bet', HI: 'दांव' },
  win: { EN: 'Win', HI: 'जीत' },
  spin: { EN: 'SPIN', HI: 'SPIN' },
  bigWin: { EN: 'Jackpot! Three of a kind', HI: 'जैकपॉट! तीनों एक जैसे' },
  smallWin: { EN: 'A pair: you win', HI: 'एक जोड़ी: आप जीते' },
  noWin: { EN: 'No win this time, spin again', HI: 'इस बार जीत नहीं, फिर से स्पिन करें' },
  broke: { EN: 'Out of credits: the demo refills them', HI: 'क्रेडिट ख़त्म: डेमो उन्हें फिर से भर देता है' },
  demo: { EN: 'Demo game of the reference backend: no real money is played.', HI: 'रेफ़रेंस बैकएंड का डेमो गेम: इसमें असली पैसा नहीं लगता।' },
} as const satisfies Record<string, Localised>;

/**
 * The spin: the bet is taken, the reels flicker for 0.6 s and stop on random digits; three alike
 * pay 50 times the bet, a pair twice. Texts come from data- attributes, so no server text is ever
 * written into the script.
 */
const SCRIPT = `(() => {
  const body = document.body;
  const reels = [...document.querySelectorAll('.reel')];
  const credits = document.getElementById('credits');
  const win = document.getElementById('win');
  const status = document.getElementById('status');
  const button = document.getElementById('spin');
  const bet = 10;
  let balance = 1000;
  const digit = () => String(Math.floor(Math.random() * 10));
  const show = () => { credits.textContent = balance.toLocaleString('en-IN'); };
  button.addEventListener('click', () => {
    if (balance < bet) { balance = 1000; show(); status.textContent = body.dataset.broke; return; }
    balance -= bet;
    show();
    button.disabled = true;
    win.textContent = '0';
    body.classList.add('spinning');
    const flicker = setInterval(() => reels.forEach((reel) => { reel.textContent = digit(); }), 60);
    setTimeout(() => {
      clearInterval(flicker);
      const result = reels.map((reel) => { const value = digit(); reel.textContent = value; return value; });
      const kinds = new Set(result).size;
      const prize = kinds === 1 ? bet * 50 : kinds === 2 ? bet * 2 : 0;
      balance += prize;
      show();
      win.textContent = String(prize);
      status.textContent = kinds === 1 ? body.dataset.bigWin : kinds === 2 ? body.dataset.smallWin : body.dataset.noWin;
      body.classList.remove('spinning');
      button.disabled = false;
    }, 600);
  });
})();`;

/** A small self-contained slot-like page in the game's own colours, so the game popup shows something real. */
export function renderPlayPage({ nodeId, name, vendorName, lang }: PlayPageInput): string {
  const hue = hueOf(nodeId);
  const t = (key: keyof typeof TEXT) => escapeHtml(localise(TEXT[key], lang));
  const start = String(nodeId).padStart(3, '0').slice(-3).split('');
  return `<!doctype html>
<html lang="${lang.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} · ${escapeHtml(vendorName)}</title>
<style>
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { display: grid; place-items: center; font-family: system-ui, 'Noto Sans Devanagari', 'Nirmala UI', sans-serif; color: #fff;
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
.bar { display: flex; justify-content: space-around; margin: 8px 0 16px; font-size: 15px; }
button { font: inherit; font-size: 22px; font-weight: 800; padding: 12px 48px; border: 0; border-radius: 999px; cursor: pointer;
  color: ${hsl(hue, 80, 15)}; background: ${hsl(hue + 180, 95, 60)}; box-shadow: 0 6px 0 ${hsl(hue + 180, 80, 35)}; }
button:active { transform: translateY(3px); box-shadow: 0 3px 0 ${hsl(hue + 180, 80, 35)}; }
button:disabled { opacity: 0.6; cursor: wait; }
.note { margin: 16px 0 0; font-size: 12px; opacity: 0.7; }
</style>
</head>
<body data-big-win="${t('bigWin')}" data-small-win="${t('smallWin')}" data-no-win="${t('noWin')}" data-broke="${t('broke')}">
<main class="machine" data-node-id="${nodeId}">
<p class="vendor">${escapeHtml(vendorName)}</p>
<h1>${escapeHtml(name)}</h1>
<div class="reels" aria-live="polite">${start.map((digit) => `<span class="reel">${digit}</span>`).join('')}</div>
<p class="status" id="status">${t('prompt')}</p>
<div class="bar"><span>${t('credits')}: <b id="credits">1,000</b></span><span>${t('bet')}: <b>10</b></span><span>${t('win')}: <b id="win">0</b></span></div>
<button id="spin" type="button">${t('spin')}</button>
<p class="note">${t('demo')}</p>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
