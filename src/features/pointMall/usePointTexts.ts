import { useLingui } from '@lingui/react/macro';
import { formatterFor } from '@kernel/format';
import type { PointConfig, PointRecordKind, RedeemBlock, RedeemStatus } from '@kernel/points';
import type { ConvertIssues } from '@machines/member/pointConvert.rules';
import type { RedeemIssues } from '@machines/member/pointRedeem.rules';

/**
 * The points mall's words in the user's language: why an input is refused (the same issues the
 * backend words in HI and EN), the redeem statuses of SPEC 4 and the kinds of points movements.
 */
export function usePointTexts() {
  const { t, i18n } = useLingui();
  const { count } = formatterFor(i18n.locale);

  const blockText = (block: RedeemBlock, missing: number) => (block === 'outOfStock' ? t`Out of stock` : t`Not enough points: ${count(missing)} more needed`);

  const convertIssueText = (issue: NonNullable<ConvertIssues['points']>, config: PointConfig, currentPoints: number): string => {
    const min = count(config.convertMinPoints);
    const step = count(config.convertStepPoints);
    const held = count(currentPoints);
    switch (issue) {
      case 'pointsEmpty':
        return t`Please enter the points to convert`;
      case 'pointsNotNumber':
        return t`The points must be a number`;
      case 'pointsNotWhole':
        return t`Points are whole numbers: a fraction of a point cannot be converted`;
      case 'pointsNotPositive':
        return t`The points must be more than zero`;
      case 'pointsTooLarge':
        return t`That is more points than can be converted`;
      case 'pointsBelowMin':
        return t`Convert at least ${min} points`;
      case 'pointsNotStep':
        return t`The ratio pays whole amounts only: convert a multiple of ${step} points`;
      case 'pointsInsufficient':
        return t`You have only ${held} points`;
    }
  };

  const passwordIssueText = (issue: NonNullable<ConvertIssues['password']>) =>
    issue === 'passwordEmpty' ? t`Please enter your withdrawal password` : t`The withdrawal password must be 6 digits`;

  const addressIssueText = (issue: NonNullable<RedeemIssues['receiverAddress']>) =>
    issue === 'addressEmpty' ? t`Please enter the receiving address` : t`The receiving address must be 10 to 200 characters`;

  const mobileIssueText = (issue: NonNullable<RedeemIssues['mobile']>) =>
    issue === 'mobileEmpty' ? t`Please enter the mobile number` : t`Please enter a valid mobile number of 10 digits`;

  const statusText: Record<RedeemStatus, string> = { inProcess: t`In Process`, approved: t`Approved`, rejected: t`Rejected` };

  const kindText: Record<PointRecordKind, string> = {
    earn: t`Earned from a bet`,
    redeem: t`Redeemed for a reward`,
    redeemReturned: t`Returned: redeem rejected`,
    convert: t`Converted to balance`,
  };

  return { count, blockText, convertIssueText, passwordIssueText, addressIssueText, mobileIssueText, statusText, kindText };
}
export type PointTexts = ReturnType<typeof usePointTexts>;
