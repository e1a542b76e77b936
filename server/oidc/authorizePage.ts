import { dirAttributeOf, fill, type Lang, type Localised, localise, tagOf } from '../i18n';
import { escapeHtml } from '../pages/html';
import { PAGE_FONT_FAMILY, PAGE_FONTS_LINK } from '../pages/pageFonts';
import type { DemoIdentity } from './identities';

const TEXT = {
  title: { EN: 'Sign in with {provider}', HI: '{provider} से साइन इन करें' },
  lead: { EN: 'Choose an account to continue to the site', HI: 'साइट पर जारी रखने के लिए एक खाता चुनें' },
  cancel: { EN: 'Cancel', HI: 'रद्द करें' },
  note: {
    EN: 'Demo provider of the reference backend: no real account is used.',
    HI: 'रेफ़रेंस बैकएंड का डेमो प्रदाता: किसी असली खाते का उपयोग नहीं होता।',
  },
  refused: { EN: 'This sign-in request is not valid.', HI: 'यह साइन-इन अनुरोध मान्य नहीं है।' },
} as const satisfies Record<string, Localised>;

/** Page styles: the product's dark surface, its accent and radius; the buttons are the product's. */
const STYLE = `
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f172a; color: #e2e8f0;
  font-family: ${PAGE_FONT_FAMILY}; }
main { width: min(92vw, 420px); padding: 24px; border-radius: 16px; background: #1e293b; box-shadow: 0 12px 40px rgb(0 0 0 / 0.4); }
h1 { margin: 0 0 6px; font-size: 20px; }
p { margin: 0 0 16px; opacity: 0.8; }
form { display: grid; gap: 10px; }
button { font: inherit; color: inherit; cursor: pointer; border-radius: 12px; padding: 12px 14px; text-align: start;
  border: 1px solid #334155; background: #0f172a; }
button:hover, button:focus-visible { border-color: #f59e0b; outline: 2px solid #f59e0b; outline-offset: 1px; }
.name { display: block; font-weight: 600; }
.detail { display: block; font-size: 13px; opacity: 0.75; }
.cancel { text-align: center; background: transparent; }
.note { margin: 16px 0 0; font-size: 12px; opacity: 0.6; }
`;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${tagOf(lang)}"${dirAttributeOf(lang)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${PAGE_FONTS_LINK}
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * The authorize page: the provider's two demo identities and Cancel, in one form posted back to
 * the authorize endpoint with the request's parameters (the endpoint checks them again).
 */
export function renderAuthorizePage(options: { lang: Lang; providerName: string; identities: readonly DemoIdentity[]; params: Record<string, string> }): string {
  const { lang, providerName, identities, params } = options;
  const title = fill(localise(TEXT.title, lang), { provider: providerName });
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const choices = identities
    .map(
      (identity) =>
        `<button type="submit" name="identity" value="${escapeHtml(identity.choice)}" data-identity="${escapeHtml(identity.choice)}">` +
        `<span class="name">${escapeHtml(identity.name)}</span>` +
        `<span class="detail">${escapeHtml(identity.email)} · ${escapeHtml(localise(identity.note, lang))}</span></button>`,
    )
    .join('\n');
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(localise(TEXT.lead, lang))}</p>
<form method="post" action="authorize">
${hidden}
${choices}
<button type="submit" name="cancel" value="1" class="cancel" data-identity="cancel">${escapeHtml(localise(TEXT.cancel, lang))}</button>
</form>
<p class="note">${escapeHtml(localise(TEXT.note, lang))}</p>`,
  );
}

/** A request the provider cannot send back (unknown client, or a redirect URI it was not given): said here, never redirected. */
export function renderRefusedPage(lang: Lang): string {
  const text = localise(TEXT.refused, lang);
  return page(lang, text, `<h1>${escapeHtml(text)}</h1>`);
}
