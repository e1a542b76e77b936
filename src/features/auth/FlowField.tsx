import type { ReactNode } from 'react';
import type { FormIssues } from '@machines/accountForm.rules';
import { FormField } from '@/ui/FormField';
import { useIssueText } from '@/ui/useIssueText';
import { FIELD_INPUT, useFieldLabel } from './useFieldLabel';

/**
 * A catalogue field of an account flow: its label and input kind, the machine's value and issue,
 * and each keystroke sent back to the machine as CHANGE.
 */
export function FlowField({
  name,
  values,
  issues,
  onChange,
  addon,
  type,
}: {
  name: string;
  values: Partial<Record<string, string>>;
  issues: FormIssues;
  onChange: (field: string, value: string) => void;
  addon?: ReactNode;
  /** The input's type when the field's rule asks for one (a date picker for a yyyy-MM-dd date). */
  type?: string;
}) {
  const label = useFieldLabel();
  const issueText = useIssueText();
  return (
    <FormField
      label={label(name)}
      name={name}
      {...FIELD_INPUT[name]}
      {...(type ? { type } : {})}
      value={values[name] ?? ''}
      error={issueText(issues[name], name, values[name] ?? '')}
      onChange={(event) => onChange(name, event.target.value)}
      addon={addon}
    />
  );
}
