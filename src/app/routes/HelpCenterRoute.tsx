import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { helpTopicHref } from '@/rules/helpCenter.rules';
import { LazyArea } from '@/ui/LazyArea';
import { AREAS } from '../areas';
import { useRootActors } from '../RootActorsContext';
import { supportCalls } from '../services';

const currentHash = () => location.hash;

/**
 * SPEC 2 /help (optional hash #term): the help centre area with its topics in the current
 * language; the hash picks the topic, choosing a topic replaces the hash, and a language change
 * loads the topics again (the area remounts).
 */
export function HelpCenterRoute() {
  const { language } = useRootActors();
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const hash = useLocationProperty(currentHash, () => '');
  const [, navigate] = useLocation();
  return (
    <LazyArea
      key={lang}
      load={AREAS.HelpCenter}
      props={{
        loadTopics: supportCalls.getHelpCenter,
        hash,
        onSelectTopic: (id: string) => navigate(helpTopicHref(id), { replace: true }),
      }}
    />
  );
}
