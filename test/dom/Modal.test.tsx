import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '@/ui/Modal';

// SPEC 9: "The modal is 200 by 200 with a 100 ms delay." The numbers below are SPEC's, written by hand.
const css = readFileSync(join(process.cwd(), 'src/ui/Modal.module.css'), 'utf8');
/** The declarations of the first rule for `selector` found after `from` in the style sheet. */
const ruleOf = (selector: string, from = 0) => css.slice(css.indexOf(`${selector} {`, from)).split('}')[0] ?? '';

function openModal() {
  render(
    <Modal title="Notice" closeLabel="Close" onClose={() => {}}>
      <button type="button">OK</button>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Notice' });
  return { dialog, overlay: dialog.parentElement as HTMLElement };
}

describe('the modal (SPEC 9: 200 by 200 with a 100 ms delay)', () => {
  it('is at least 200 px wide and 200 px high, whatever it holds', () => {
    const { dialog } = openModal();
    expect(dialog.style.minWidth).toBe('200px');
    expect(dialog.style.minHeight).toBe('200px');
  });

  it('fades in after 100 ms, staying transparent while it waits', () => {
    const { overlay } = openModal();
    expect(overlay.style.animationDelay).toBe('100ms');
    // "backwards": the fade's first frame (opacity 0) holds through the delay, so nothing shows before 100 ms.
    expect(ruleOf('.overlay')).toMatch(/animation:\s*fade\s+[\d.]+m?s\s+ease\s+backwards;/);
  });

  it('is in the page and holds focus at once: the delay is only what the eye sees', () => {
    // No timer runs here: the dialog is there and focused before any 100 ms pass.
    const { dialog } = openModal();
    expect(dialog.isConnected).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('shows at once with reduced motion: no fade, so no delay', () => {
    const reduced = css.indexOf('@media (prefers-reduced-motion: reduce)');
    expect(reduced).toBeGreaterThan(-1);
    expect(ruleOf('.overlay', reduced)).toMatch(/animation:\s*none;/);
  });
});
