import { describe, expect, it } from 'vitest';
import { bindIssues, bindValuesToSend } from '@machines/member/bindContact.rules';

/** SPEC 5 'valid verification code': binding a mobile or email with the 6-digit code sent; values are trimmed. */
describe('binding a contact: values are trimmed', () => {
  it('takes a code typed with spaces around it', () => {
    expect(bindIssues('mobile', { target: ' 9876543210 ', code: ' 123456 ' })).toEqual({});
    expect(bindIssues('email', { target: 'de@example.com', code: '123456\t' })).toEqual({});
  });
  it('still refuses a code that is not 6 digits', () => {
    expect(bindIssues('mobile', { target: '9876543210', code: ' 12345 ' })).toEqual({ code: 'invalid' });
    expect(bindIssues('mobile', { target: '9876543210', code: '  ' })).toEqual({ code: 'required' });
  });
  it('sends the values trimmed', () => {
    expect(bindValuesToSend({ target: ' de@example.com ', code: ' 123456 ' })).toEqual({ target: 'de@example.com', code: '123456' });
  });
});
