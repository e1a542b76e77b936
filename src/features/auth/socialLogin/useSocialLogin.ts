import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { UserInfo } from '@kernel/session';
import type { LoginTwoFactorRequest } from '@kernel/twoFactor';
import { type CallbackParams, type SocialAttempt, socialLoginMachine } from '@machines/auth/socialLogin.machine';
import type { SocialCalls } from '@/api/socialCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import { createOidcPopup } from './oidcPopup';

const noCalls = async () => {
  throw new Error('social login calls not given');
};

/**
 * The social login machine with its effects bound: the popup and the OpenID Connect exchange
 * (oidcPopup.ts), and the calls that finish the login (src/api/socialCalls.ts); `secondFactor` is the
 * password login's second step (issue 26), which a login by identity with two-factor on finishes with.
 */
export function useSocialLogin(calls: SocialCalls | undefined, languageTag: string, secondFactor: (request: LoginTwoFactorRequest) => Promise<UserInfo>) {
  const [popup] = useState(() => createOidcPopup({ getProviders: () => (calls ? calls.getSocialProviders() : noCalls()), languageTag: () => languageTag }));
  const actor = useActorRef(
    useProvidedMachine(socialLoginMachine, {
      actors: {
        begin: fromPromise(({ input }) => popup.begin(input)),
        awaitCallback: fromCallback(({ sendBack }) => popup.listen((params: CallbackParams) => sendBack({ type: 'CALLBACK', params }))),
        exchange: fromPromise(({ input }) => popup.exchange(input as { channel: 'google' | 'facebook'; params: CallbackParams; attempt: SocialAttempt })),
        login: fromPromise(({ input }) =>
          calls ? calls.socialLogin({ type: 'firebase', firebaseChannel: input.channel, firebaseIdToken: input.idToken, firebaseNonce: input.nonce }) : noCalls(),
        ),
        link: fromPromise(({ input }) => (calls ? calls.socialLink(input) : noCalls())),
        register: fromPromise(({ input }) => (calls ? calls.socialRegister(input) : noCalls())),
        secondFactor: fromPromise(({ input }) => secondFactor(input)),
      },
      guards: { popupClosed: () => popup.isClosed() },
      actions: { closePopup: () => popup.close() },
    } satisfies Implementations<typeof socialLoginMachine>),
  );
  // A popup left open when the login popup closes goes with it.
  useEffect(() => () => popup.close(), [popup]);
  return actor;
}
export type SocialLoginActor = ReturnType<typeof useSocialLogin>;
