import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { installPseudoLocale, pseudoLocalise, pseudoMessage } from '@/i18n/pseudo';

/** Issue 25, item 8: the testers' pseudo-locale, written by hand from the rule (accents, brackets, 40 % longer, as issue 25 item 8 says). */
describe('pseudo-localisation of the compiled English catalogue', () => {
  it('accents every Latin letter, brackets the message and pads it by 40 % of its length (tildes, rounded up)', () => {
    expect(pseudoMessage('Deposit')).toBe('[Ðéþöšîţ ~~~]');
    expect(pseudoMessage('OK')).toBe('[ÖĶ ~]');
    expect(pseudoMessage('Withdraw 2 times')).toBe('[Ŵîţĥðŕáŵ 2 ţîɱéš ~~~~~~~]');
  });
  it('keeps placeholders, plural branches and component tags, changing only the text between them', () => {
    // 24 characters (a placeholder counts 4): 10 tildes.
    expect(pseudoMessage(['Hello ', ['name'], ', <0>click</0>'])).toEqual(['[', 'Ĥéļļö ', ['name'], ', <0>çļîçķ</0>', ' ~~~~~~~~~~]']);
    expect(pseudoMessage([['count', 'plural', { one: ['#', ' game'], other: ['#', ' games'] }]])).toEqual([
      '[',
      ['count', 'plural', { one: ['#', ' ĝáɱé'], other: ['#', ' ĝáɱéš'] }],
      ' ~~]',
    ]);
  });
  it('rewrites English only, and only while the tester’s switch is on', () => {
    const loaded: [string, Messages][] = [];
    const i18n = { load: (locale: string, messages: Messages) => loaded.push([locale, messages]) };
    installPseudoLocale(i18n as never, { getItem: () => null });
    i18n.load('en', { a: 'Deposit' });
    installPseudoLocale(i18n as never, { getItem: (key) => (key === 'pseudoLocale' ? '1' : null) });
    i18n.load('en', { a: 'Deposit' });
    i18n.load('hi', { a: 'जमा' });
    expect(loaded).toEqual([
      ['en', { a: 'Deposit' }],
      ['en', { a: '[Ðéþöšîţ ~~~]' }],
      ['hi', { a: 'जमा' }],
    ]);
    expect(pseudoLocalise({ x: 'Sign out' })).toEqual({ x: '[Šîĝñ öûţ ~~~~]' });
  });
});
