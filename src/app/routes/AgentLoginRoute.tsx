import { useLocation } from 'wouter';
import { AgentLoginPage } from '@/features/agent/AgentLoginPage';
import { LoginForm } from '@/features/auth/LoginPopup';
import { useRootActors } from '../RootActorsContext';
import { calls } from '../services';
import { usePlatformFlags } from '../usePlatformFlags';

/** /agent: the agent promotion with an agent login form, loaded as its own chunk. */
export default function AgentLoginRoute() {
  const { session } = useRootActors();
  const flags = usePlatformFlags();
  const [, navigate] = useLocation();
  return (
    <AgentLoginPage
      loginForm={
        <LoginForm
          calls={calls}
          site="agent"
          passwordPolicy={flags.passwordPolicy}
          codeLoginEnabled={false}
          onRemember={() => {}}
          onLoggedIn={(output) => {
            session.send({ type: 'LOGGED_IN', ...output });
            // SPEC 4: the agent page's login lands on /agentHome.
            navigate('/agentHome');
          }}
        />
      }
    />
  );
}
