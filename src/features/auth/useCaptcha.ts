import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { captchaMachine } from '@machines/captcha.machine';
import type { PlatformCalls } from '@/api/calls';

/** Runs the captcha machine for a form: the image, and refresh (throttled) / reload (forced). */
export function useCaptcha(calls: Pick<PlatformCalls, 'getCaptcha'>) {
  const actor = useActorRef(captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(() => calls.getCaptcha()) } }));
  const image = useSelector(actor, (snapshot) => snapshot.context.image);
  const failed = useSelector(actor, (snapshot) => snapshot.context.failed);
  return useMemo(() => ({ image, failed, refresh: () => actor.send({ type: 'REFRESH' }), reload: () => actor.send({ type: 'RELOAD' }) }), [image, failed, actor]);
}
export type CaptchaHandle = ReturnType<typeof useCaptcha>;
