import type { ChatDesk } from '../chatDesks';
import { dirAttributeOf, type Lang, type Localised, localise, tagOf } from '../i18n';
import { escapeHtml } from './html';
import { PAGE_FONT_FAMILY, PAGE_FONTS_LINK } from './pageFonts';

const TEXT = {
  online: { EN: 'Customer service is online', HI: 'ग्राहक सेवा ऑनलाइन है' },
  greeting: { EN: 'Hello! How can we help you today?', HI: 'नमस्ते! आज हम आपकी क्या मदद कर सकते हैं?' },
  note: { EN: 'Demo chat of the reference backend: no messages are sent.', HI: 'रेफ़रेंस बैकएंड की डेमो चैट: कोई संदेश नहीं भेजा जाता।' },
} as const satisfies Record<string, Localised>;

/** The live chat window a chat launch opens: a desk that says it is online, and nothing more. */
export function renderChatPage(desk: ChatDesk, lang: Lang): string {
  const t = (key: keyof typeof TEXT) => escapeHtml(localise(TEXT[key], lang));
  return `<!doctype html>
<html lang="${tagOf(lang)}"${dirAttributeOf(lang)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('online')}</title>
${PAGE_FONTS_LINK}
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f172a; color: #e2e8f0;
  font-family: ${PAGE_FONT_FAMILY}; }
.chat { width: min(92vw, 420px); padding: 20px; border-radius: 16px; background: #1e293b; }
h1 { display: flex; align-items: center; gap: 10px; margin: 0 0 4px; font-size: 20px; }
h1::before { content: ''; width: 10px; height: 10px; border-radius: 50%; background: #22c55e; box-shadow: 0 0 8px #22c55e; }
.desk { margin: 0 0 16px; opacity: 0.7; }
.bubble { padding: 10px 14px; border-radius: 14px 14px 14px 4px; background: #334155; }
.note { margin: 16px 0 0; font-size: 12px; opacity: 0.6; }
</style>
</head>
<body>
<main class="chat">
<h1>${t('online')}</h1>
<p class="desk">${escapeHtml(localise(desk.name, lang))}</p>
<p class="bubble">${t('greeting')}</p>
<p class="note">${t('note')}</p>
</main>
</body>
</html>
`;
}
