import type { DepositStatus } from '@kernel/deposit';
import type { StatusTone } from '@/ui/StatusTag';

/** A deposit order's status as a tag: waiting for the payment, paid, failed, expired. */
export const DEPOSIT_STATUS_TONE: Record<DepositStatus, StatusTone> = { pending: 'accent', paid: 'success', failed: 'danger', expired: 'neutral' };
