import { useLingui } from '@lingui/react/macro';
import type { FormIssue } from '@machines/accountForm.rules';
import { issueMessage } from '@/rules/issueMessage.rules';
import { lengthRange, type PatternId } from '../../kernel/validation';

/**
 * The SPEC 5 pattern messages in the UI language, by pattern id; `range` is the length range
 * ('6' when min equals max). The English wording matches the contract's PATTERN_MESSAGE_EN.
 */
export function usePatternMessages(): (patternId: PatternId | null, range: string) => string {
  const { t } = useLingui();
  return (patternId, range) => {
    switch (patternId ?? 0) {
      case 0:
        return t({ id: 'pattern_0', message: `${range} characters` });
      case 1:
        return t({ id: 'pattern_1', message: `${range} characters, starting with a letter, letters and digits only` });
      case 2:
        return t({ id: 'pattern_2', message: `${range} characters: letters, Chinese characters or digits` });
      case 3:
        return t({ id: 'pattern_3', message: `Enter a valid email address (${range} characters)` });
      case 4:
        return t({ id: 'pattern_4', message: `${range} characters: letters or digits` });
      case 5:
        return t({ id: 'pattern_5', message: `${range} characters combining letters and digits` });
      case 6:
        return t({ id: 'pattern_6', message: `${range} digits` });
      case 7:
        return t({ id: 'pattern_7', message: `${range} letters or digits with at least one uppercase letter, no special characters` });
      case 8:
        return t({ id: 'pattern_8', message: `${range} characters: English letters and spaces` });
      case 9:
        return t({ id: 'pattern_9', message: `${range} characters without spaces` });
      case 10:
        return t({ id: 'pattern_10', message: `${range} characters: Chinese characters and punctuation` });
      case 11:
        return t({ id: 'pattern_11', message: 'Date as yyyy-MM-dd' });
      case 12:
        return t({ id: 'pattern_12', message: `${range} characters: letters with at most one space` });
      case 13:
        return t({ id: 'pattern_13', message: 'Date as MM-dd-yyyy' });
      case 14:
        return t({ id: 'pattern_14', message: `${range} characters: letters and digits only` });
      case 15:
        return t({ id: 'pattern_15', message: `${range} characters: Korean only` });
      case 16:
        return t({ id: 'pattern_16', message: `${range} characters: Thai only` });
      case 17:
        return t({ id: 'pattern_17', message: `${range} characters: Thai or English letters and spaces` });
      case 18:
        return t({ id: 'pattern_18', message: `${range} characters: uppercase letters and spaces, with at least one English letter` });
      case 19:
        return t({ id: 'pattern_19', message: `${range} characters: letters, digits and symbols` });
      case 20:
        return t({ id: 'pattern_20', message: `${range} characters with an uppercase letter, a lowercase letter, a digit and a symbol` });
      case 21:
        return t({ id: 'pattern_21', message: `Full name: first and last name separated by a space (${range} characters)` });
      case 22:
        return t({ id: 'pattern_22', message: `${range} characters: full-width Hiragana, Katakana or Kanji` });
      default:
        return t({ id: 'pattern_23', message: `${range} characters: uppercase English letters only, no spaces` });
    }
  };
}

/**
 * The text shown under a field for its issue: the SPEC 5 message its rule chooses
 * (src/rules/issueMessage.rules.ts) for the field and its value as checked. Without a field, the
 * issue's own message (a field no SPEC 5 message names, such as the captcha).
 */
export function useIssueText() {
  const { t } = useLingui();
  const patternMessage = usePatternMessages();
  return (issue: FormIssue | null | undefined, field = '', value = ''): string | null => {
    if (!issue) return null;
    const message = issueMessage(field, issue, value);
    switch (message.id) {
      case 'required':
        return t`Input cannot be empty`;
      case 'confirmationMismatch':
        return t`Incorrect confirmation input`;
      case 'confirmPassword':
        return t`Confirm password incorrect`;
      case 'realName':
        return t`Real name format incorrect`;
      case 'passwordLength': {
        const range = lengthRange(message.min, message.max);
        return t`Password must be ${range} characters`;
      }
      case 'pattern':
        return patternMessage(message.patternId, lengthRange(message.min, message.max));
    }
  };
}
