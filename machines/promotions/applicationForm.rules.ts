import type { UploadImageType } from '@kernel/imageUpload';
import { APPLICATION_RULES, type ApplicationIssue, applicationTextIssues, commentLength, imageIssueOf } from '@kernel/promotions';

/**
 * SPEC 5 Activity application and SPEC 9 limits, as the form applies them: the contract's
 * catalogue (kernel/promotions.ts), the one the backend checks again.
 */

/** What the rules read of a chosen file (a browser File has all three). */
export type ChosenFile = { readonly name: string; readonly type: string; readonly size: number };
/** A chosen file with what its first bytes are (null: neither PNG nor JPEG). */
export type InspectedFile<F extends ChosenFile = ChosenFile> = { file: F; contentType: UploadImageType | null };
/** An image the form will send. */
export type ApplicationImage<F extends ChosenFile = ChosenFile> = { file: F; contentType: UploadImageType };
/** A file the form refused, with why. */
export type ImageNote = { name: string; issue: ApplicationIssue };

/** How many more images may be chosen (3 in all). */
export const imageRoom = (images: readonly unknown[]) => Math.max(0, APPLICATION_RULES.images.maxFiles - images.length);

/**
 * Adds the newly chosen (and inspected) files to the images chosen before: each must pass the
 * catalogue's image rule (png or jpg by name and by bytes, not empty, at most 5 MB), and the
 * images in all be at most 3; the ones refused come back with why.
 */
export function addApplicationImages<F extends ChosenFile>(
  images: readonly ApplicationImage<F>[],
  added: readonly InspectedFile<F>[],
): { images: ApplicationImage<F>[]; notes: ImageNote[] } {
  const kept = [...images];
  const notes: ImageNote[] = [];
  for (const { file, contentType } of added) {
    const issue = imageIssueOf({ name: file.name, type: file.type, size: file.size, contentType });
    if (issue || contentType === null) notes.push({ name: file.name, issue: issue ?? 'imageNotImage' });
    else if (imageRoom(kept) === 0) notes.push({ name: file.name, issue: 'imageTooMany' });
    else kept.push({ file, contentType });
  }
  return { images: kept, notes };
}

/** The images without the one at `index` (an index that is no image changes nothing). */
export const removeApplicationImage = <I>(images: readonly I[], index: number): I[] => images.filter((_, at) => at !== index);

/** The form's text issues (the comment, the age confirmation of a birthday promotion), in its order. */
export const applicationFormIssues = (form: { comment: string; ageConfirmed: boolean }, requiresAgeConfirmation: boolean): ApplicationIssue[] =>
  applicationTextIssues(form, requiresAgeConfirmation);

/** The comment's counter: its length as the rule counts it, against the 140 allowed. */
export const commentCounter = (comment: string) => {
  const length = commentLength(comment);
  return { length, max: APPLICATION_RULES.commentMaxLength, over: length > APPLICATION_RULES.commentMaxLength };
};
