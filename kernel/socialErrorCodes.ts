/** Refusals of the social login (merged into ErrorCode). */
export const SocialErrorCode = {
  /** The id token checks, but no account is linked to the identity yet: the value is a SocialLinkTicket. */
  socialNotLinked: 'SOCIAL_NOT_LINKED',
  /** The id token does not check: signature, issuer, audience, expiry, or a nonce that is not the request's or was used before. */
  socialTokenInvalid: 'SOCIAL_TOKEN_INVALID',
  /** The link ticket is unknown, spent or past its minutes: start the social login again. */
  socialTicketExpired: 'SOCIAL_TICKET_EXPIRED',
  /** SPEC 4: the link cannot be changed afterwards; this account already has an identity of this channel. */
  socialAlreadyLinked: 'SOCIAL_ALREADY_LINKED',
  /** The channel's module (GOOGLELOGIN3, FBLOGIN3) is off, or no provider is configured for it. */
  socialChannelOff: 'SOCIAL_CHANNEL_OFF',
} as const;
