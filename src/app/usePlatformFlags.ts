import { useSelector } from '@xstate/react';
import { isModuleEnabled } from '../../kernel/modules';
import { useRootActors } from './RootActorsContext';

/** The whitelabel settings and module flags the account flows read (SPEC 3, 6). */
export function usePlatformFlags() {
  const { whitelabel } = useRootActors();
  const data = useSelector(whitelabel, (snapshot) => snapshot.context.data);
  const modules = data?.modules ?? [];
  const settings = data?.settings;
  return {
    passwordPolicy: data?.passwordPolicy ?? true,
    codeLogin: isModuleEnabled(modules, 'CODELOGIN3'),
    freePlay: isModuleEnabled(modules, 'FREEPLAY3'),
    feedback: isModuleEnabled(modules, 'FEEDBACK3'),
    socialLogins: { google: isModuleEnabled(modules, 'GOOGLELOGIN3'), facebook: isModuleEnabled(modules, 'FBLOGIN3') },
    register: {
      USERNAMEREG3: settings?.USERNAMEREG3 ?? true,
      MOBILENUMREG3: settings?.MOBILENUMREG3 ?? false,
      REGMOBVERF3: settings?.REGMOBVERF3 ?? false,
    },
    forgotByMobileFirst: settings?.CHNGPASSVERIF3 ?? false,
  };
}
