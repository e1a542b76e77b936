/**
 * The "outcome unknown → ask again" states of a money write (preamble money rules, issue 8): a
 * write whose answer was lost may have moved money, so the same request with the same idempotency
 * key is sent again, after a growing wait (the machine's `resend` delay, from its `resends` count:
 * writeOutcome.rules.ts) or at once on RETRY, until the backend answers. One fragment for every
 * machine with a write of unknown outcome (deposit, withdrawal confirmation): each gives the call,
 * its request, where an answer leads and where a refusal leads.
 *
 * The machine using it declares the delay `resend`, the action `noteResend` (count the re-send and
 * keep its failure) and a guard telling an unknown outcome (`uncertain`), and takes RETRY.
 */
export function unknownOutcomeStates<
  const Src extends string,
  const Uncertain extends string,
  Input,
  const Done,
  const Refused extends readonly unknown[],
  const Locked,
>(fragment: {
  /** SPEC tag of the whole fragment: what is asked again. */
  spec: string;
  /** The write's invoked actor, and its request (the same as the first send's, the key included). */
  src: Src;
  input: Input;
  /** The guard that tells an unknown outcome again (the next wait). */
  uncertain: Uncertain;
  /** Where an answer leads. */
  done: Done;
  /** Where a refusal leads (nothing moved), in order after the unknown outcome. */
  refused: Refused;
  /** The events the form ignores while the outcome is unknown. */
  locked: Locked;
}) {
  return {
    meta: { spec: fragment.spec },
    initial: 'waiting',
    on: fragment.locked,
    states: {
      waiting: {
        meta: { spec: 'Issue 8 money writes: unknown outcome, waiting to ask again' },
        after: { resend: 'resending' },
        on: { RETRY: 'resending' },
      },
      resending: {
        meta: { spec: 'Issue 8 money writes: unknown outcome, re-sent with the same idempotency key' },
        invoke: {
          src: fragment.src,
          input: fragment.input,
          onDone: fragment.done,
          onError: [{ guard: fragment.uncertain, target: 'waiting', actions: 'noteResend' }, ...fragment.refused],
        },
        on: { RETRY: {} },
      },
    },
  } as const;
}
