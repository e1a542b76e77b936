/** Business error codes of the agency calls; merged into ErrorCode (kernel/errorCodes.ts). */
export const AgencyErrorCode = {
  /** An agency call from an account that is not an agent (a member's or a trial account's token). */
  agentOnly: 'AGENT_ONLY',
  /** A user name outside the agent's own team (unknown names are refused the same way). */
  notInTeam: 'NOT_IN_TEAM',
  /** Contracts go to direct downline agents only. */
  notDirectDownline: 'NOT_DIRECT_DOWNLINE',
  receiverNotAgent: 'RECEIVER_NOT_AGENT',
  /** The agent may not create this kind of account (its type allows members only). */
  accountKindNotAllowed: 'ACCOUNT_KIND_NOT_ALLOWED',
  rateInvalid: 'RATE_INVALID',
  /** A rate above the offering agent's own. */
  rateAboveOwn: 'RATE_ABOVE_OWN',
  /** The agent holds no contract of this kind to share. */
  noOwnContract: 'NO_OWN_CONTRACT',
  termsInvalid: 'TERMS_INVALID',
  contractNotFound: 'CONTRACT_NOT_FOUND',
  /** The offer was answered, expired or the contract ended already. */
  contractClosed: 'CONTRACT_CLOSED',
  /** A pending offer of this kind to this downline exists already. */
  offerPending: 'OFFER_PENDING',
  /** Only the receiver (or the upline where the platform allows) may do this. */
  contractActionNotAllowed: 'CONTRACT_ACTION_NOT_ALLOWED',
} as const;
