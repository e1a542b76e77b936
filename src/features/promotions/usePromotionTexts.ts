import { useLingui } from '@lingui/react/macro';
import type { ActivityState, ApplicationIssue, PromotionAction } from '@kernel/promotions';
import type { CategoryTab, DatePreset } from '@machines/promotions/promotionFilters.rules';

/** The page's words for the contract's codes, in the user's language. */
export function usePromotionTexts() {
  const { t } = useLingui();
  const category: Record<CategoryTab, string> = {
    ALL: t`All`,
    DEPOSIT: t`Deposit`,
    CASINO: t`Casino`,
    SLOTS: t`Slots`,
    SPORTS: t`Sports`,
    BIRTHDAY: t`Birthday`,
    RAFFLE: t`Raffle`,
    VIP: t`VIP`,
  };
  // SPEC 4 Statuses, as the platform words them.
  const state: Record<ActivityState, string> = {
    Join: t({ id: 'activity_state_join', message: 'Join' }),
    Claim: t({ id: 'activity_state_claim', message: 'Claim' }),
    Applying: t({ id: 'activity_state_applying', message: 'Applying' }),
    Close: t({ id: 'activity_state_close', message: 'Close' }),
    Rejected: t({ id: 'activity_state_rejected', message: 'Rejected' }),
    Issued: t({ id: 'activity_state_issued', message: 'Issued' }),
    Claimed: t({ id: 'activity_state_claimed', message: 'Claimed' }),
    Process: t({ id: 'activity_state_process', message: 'Process' }),
    Joined: t({ id: 'activity_state_joined', message: 'Joined' }),
    signed: t({ id: 'activity_state_signed', message: 'Signed' }),
    'coming soon': t({ id: 'activity_state_coming_soon', message: 'Coming soon' }),
    closed: t({ id: 'activity_state_closed', message: 'Closed' }),
  };
  const action: Record<PromotionAction, string> = {
    join: t`Join`,
    apply: t({ id: 'promotion_action_apply', message: 'Apply' }),
    claim: t`Claim`,
    claimRaffle: t`Claim raffle prize`,
  };
  // SPEC 9 promotion date presets.
  const preset: Record<DatePreset, string> = {
    all: t`All dates`,
    next7: t`Next 7 days`,
    next30: t`Next 30 days`,
    previous7: t`Previous 7 days`,
    previous30: t`Previous 30 days`,
  };
  // SPEC 5 Activity application; the same rules as the contract's APPLICATION_ISSUE_EN.
  const issue: Record<ApplicationIssue, string> = {
    commentEmpty: t`Please enter a comment`,
    commentTooLong: t`The comment can be at most 140 characters`,
    ageNotConfirmed: t`Please confirm you are 21 years old`,
    imageTooMany: t`At most 3 images can be sent`,
    imageBadType: t`Only PNG or JPG images can be sent`,
    imageNotImage: t`The file is not a real PNG or JPG image`,
    imageEmpty: t`The file is empty`,
    imageTooLarge: t`Each image must be 5 MB or smaller`,
  };
  return { category, state, action, preset, issue };
}
export type PromotionTexts = ReturnType<typeof usePromotionTexts>;
