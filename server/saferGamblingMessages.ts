import type { LimitKind, LimitPeriod } from '../kernel/saferGambling';
import type { Localised } from './i18n';

/**
 * The refusals of the safer-gambling limits (issue 26): which limit, its amount ({limit}) and when
 * it resets ({resetsAt}, in the merchant's time zone). One sentence per kind and period, so every
 * language words the period its own way. A deposit order is refused when it would pass its limit,
 * a bet when its stake would pass the wager limit or could pass the loss limit if lost.
 */
export const LIMIT_REFUSAL: Record<LimitKind, Record<LimitPeriod, Localised>> = {
  deposit: {
    day: {
      EN: 'This deposit would pass your daily deposit limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह जमा आपकी {limit} की दैनिक जमा सीमा से अधिक हो जाएगी। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
    week: {
      EN: 'This deposit would pass your weekly deposit limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह जमा आपकी {limit} की साप्ताहिक जमा सीमा से अधिक हो जाएगी। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
    month: {
      EN: 'This deposit would pass your monthly deposit limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह जमा आपकी {limit} की मासिक जमा सीमा से अधिक हो जाएगी। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
  },
  loss: {
    day: {
      EN: 'This bet could pass your daily loss limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह दांव आपकी {limit} की दैनिक हानि सीमा से अधिक हो सकता है। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
    week: {
      EN: 'This bet could pass your weekly loss limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह दांव आपकी {limit} की साप्ताहिक हानि सीमा से अधिक हो सकता है। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
    month: {
      EN: 'This bet could pass your monthly loss limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह दांव आपकी {limit} की मासिक हानि सीमा से अधिक हो सकता है। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
  },
  wager: {
    day: {
      EN: 'This bet would pass your daily wager limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह दांव आपकी {limit} की दैनिक दांव सीमा से अधिक हो जाएगा। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
    week: {
      EN: 'This bet would pass your weekly wager limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह दांव आपकी {limit} की साप्ताहिक दांव सीमा से अधिक हो जाएगा। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
    month: {
      EN: 'This bet would pass your monthly wager limit of {limit}. The limit resets on {resetsAt}.',
      HI: 'यह दांव आपकी {limit} की मासिक दांव सीमा से अधिक हो जाएगा। यह सीमा {resetsAt} को फिर से शुरू होगी।',
    },
  },
};
