import { describe, expect, it } from 'vitest';
import { PROOF_RULES } from '@kernel/withdrawConfirmation';
import { addProofFiles, isPastDeadline, isProofImageType, proofFileIssue, removeProofFile, secondsUntilDeadline } from '@machines/wallet/withdrawConfirmation.rules';

/** SPEC 4 withdrawal confirmation; SPEC 9: images are png or jpg only, at most 5MB each, at most 3. */
const MB5 = 5 * 1024 * 1024;
const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('SPEC 9 proof images: png or jpg only', () => {
  it('takes a png or jpg by its name, with the browser type when one is given', () => {
    expect(isProofImageType(file('a.png', 'image/png'))).toBe(true);
    expect(isProofImageType(file('a.JPG', 'image/jpeg'))).toBe(true);
    // A browser that knows no type gives '': the name decides.
    expect(isProofImageType(file('a.jpeg', ''))).toBe(true);
  });
  it('refuses another type behind an image name, and an image type behind another name', () => {
    expect(isProofImageType(file('a.png', 'text/plain'))).toBe(false);
    expect(isProofImageType(file('a.png', 'image/gif'))).toBe(false);
    expect(isProofImageType(file('a.gif', 'image/png'))).toBe(false);
    expect(isProofImageType(file('a.gif', ''))).toBe(false);
  });
  it('says why one file cannot be a proof: not an image, empty, over 5MB', () => {
    expect(PROOF_RULES.maxBytes).toBe(MB5);
    expect(proofFileIssue(file('a.pdf', 'application/pdf'))).toBe('badType');
    expect(proofFileIssue(file('a.png', 'image/png', 0))).toBe('empty');
    expect(proofFileIssue(file('a.png', 'image/png', MB5))).toBeNull();
    expect(proofFileIssue(file('a.png', 'image/png', MB5 + 1))).toBe('tooLarge');
    expect(proofFileIssue(file('a.png', 'image/png', 1))).toBeNull();
  });
});

describe('SPEC 9 proof images: at most 3, counting those uploaded', () => {
  it('adds the acceptable files to those chosen before and lists the refused ones with why', () => {
    const before = [file('one.png')];
    const added = [file('two.jpg', 'image/jpeg'), file('doc.pdf', 'application/pdf'), file('blank.png', 'image/png', 0), file('three.png'), file('four.png')];
    expect(addProofFiles(before, added, 0)).toEqual({
      files: [file('one.png'), file('two.jpg', 'image/jpeg'), file('three.png')],
      issues: [
        { name: 'doc.pdf', kind: 'badType' },
        { name: 'blank.png', kind: 'empty' },
        { name: 'four.png', kind: 'tooMany' },
      ],
    });
    expect(before).toEqual([file('one.png')]);
  });
  it('counts the images uploaded already', () => {
    expect(addProofFiles([], [file('a.png'), file('b.png')], 2)).toEqual({ files: [file('a.png')], issues: [{ name: 'b.png', kind: 'tooMany' }] });
    expect(addProofFiles([], [file('a.png')], 3)).toEqual({ files: [], issues: [{ name: 'a.png', kind: 'tooMany' }] });
  });
  it('adds everything acceptable when there is room, with no issues', () => {
    expect(addProofFiles([], [file('a.png'), file('b.jpg', 'image/jpeg')], 0)).toEqual({ files: [file('a.png'), file('b.jpg', 'image/jpeg')], issues: [] });
  });
  it('removes the chosen file at an index, and nothing for an index out of range', () => {
    const files = [file('a.png'), file('b.png'), file('c.png')];
    expect(removeProofFile(files, 1)).toEqual([file('a.png'), file('c.png')]);
    expect(removeProofFile(files, 3)).toEqual(files);
  });
});

describe('SPEC 4 unconfirmed after the set minutes counts as received', () => {
  it('counts the seconds left up, and none after the deadline', () => {
    expect(secondsUntilDeadline({ deadlineAt: 10_000 }, 8_500)).toBe(2);
    expect(secondsUntilDeadline({ deadlineAt: 10_000 }, 0)).toBe(10);
    expect(secondsUntilDeadline({ deadlineAt: 10_000 }, 12_000)).toBe(0);
  });
  it('is past the deadline from the deadline itself', () => {
    expect(isPastDeadline({ deadlineAt: 10_000 }, 9_999)).toBe(false);
    expect(isPastDeadline({ deadlineAt: 10_000 }, 10_000)).toBe(true);
    expect(isPastDeadline({ deadlineAt: 10_000 }, 10_001)).toBe(true);
  });
});
