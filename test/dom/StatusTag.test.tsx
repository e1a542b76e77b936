import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag } from '@/ui/StatusTag';
import styles from '@/ui/StatusTag.module.css';

const tagOf = (container: HTMLElement) => container.querySelector('span') as HTMLSpanElement;

describe('StatusTag: a status as a pill in its tone, on a tint or ringed (issue 22: the pages’ hand-drawn tags use it)', () => {
  it('draws the soft tint by default: the tone, no ring', () => {
    const { container } = render(<StatusTag tone="success">Paid</StatusTag>);
    expect([...tagOf(container).classList]).toEqual([styles.tag, styles.success]);
  });

  it('rings the tag in its tone with look="outline", and keeps what the page adds (its class, test id, data)', () => {
    const { container } = render(
      <StatusTag tone="accent" look="outline" className="mine" data-testid="promotion-state" data-state="APPLIED">
        Applied
      </StatusTag>,
    );
    const tag = tagOf(container);
    expect([...tag.classList]).toEqual([styles.tag, styles.accent, styles.outline, 'mine']);
    expect([tag.dataset.testid, tag.dataset.state, tag.textContent]).toEqual(['promotion-state', 'APPLIED', 'Applied']);
  });
});
