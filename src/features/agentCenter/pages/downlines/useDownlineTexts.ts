import { useLingui } from '@lingui/react/macro';
import type { Downline } from '@kernel/agency';
import type { DownlineKind } from '@/rules/agent/team.rules';

/** SPEC 3 type lists in words: what kind of account a downline is, and whether it is active. */
export function useDownlineTexts() {
  const { t } = useLingui();
  const kind: Record<DownlineKind, string> = { member: t`Member`, agent: t`Agent`, subAgent: t`Sub-agent` };
  const status: Record<Downline['status'], string> = { active: t`Active`, inactive: t`Inactive` };
  return { kind, status };
}
