import DOMPurify from 'dompurify';

/**
 * Hosts server HTML may load images from besides this site. No content-security policy names any
 * yet, so none: a remote image in an announcement would tell a third party who reads it and when.
 */
export const SERVER_HTML_IMAGE_HOSTS: readonly string[] = [];

/**
 * Elements server HTML never needs and an attacker does: `<style>` can read a typed password
 * through attribute selectors (React mirrors a controlled input's value into its attribute) and
 * send it out one character at a time as background URLs; forms and their fields draw a fake login
 * posting elsewhere.
 */
const FORBIDDEN_TAGS = ['style', 'link', 'form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'fieldset', 'output', 'meta', 'base'];
const FORBIDDEN_ATTRIBUTES = ['style', 'action', 'formaction', 'form', 'srcset', 'background', 'poster', 'ping'];

function isAllowedImage(source: string): boolean {
  try {
    const address = new URL(source, window.location.href);
    return address.origin === window.location.origin || SERVER_HTML_IMAGE_HOSTS.includes(address.host);
  } catch {
    return false;
  }
}

// An instance of its own, so the hook below never touches other users of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !isAllowedImage(node.getAttribute('src') ?? '')) node.removeAttribute('src');
  // Links leave the site in a new tab that gets no handle on this page.
  if (node.nodeName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Server HTML (announcements, help, messages) reduced to text, links, lists, tables and local images. */
export function sanitizeServerHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  });
}
