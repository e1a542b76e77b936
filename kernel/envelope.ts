import * as v from 'valibot';

/** Every platform response is wrapped in this envelope; `value` is the call's own payload. */
export const envelope = <T extends v.GenericSchema>(value: T) =>
  v.object({
    success: v.boolean(),
    code: v.optional(v.nullable(v.string())),
    message: v.optional(v.nullable(v.string())),
    value,
  });

/** A failed business call: `success: false` with a message; its value may carry hints (e.g. captcha). */
export const failureEnvelope = v.object({
  success: v.literal(false),
  code: v.optional(v.nullable(v.string())),
  message: v.optional(v.nullable(v.string())),
  value: v.optional(v.unknown()),
});

export type Envelope<T> = {
  success: boolean;
  code?: string | null;
  message?: string | null;
  value: T;
};
