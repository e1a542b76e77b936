import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from './Panel';

/**
 * A marked stand-in for an area its own issue builds: the area's title and a short 'coming' text,
 * so the route, its lazy chunk and its layout are real while the content is not yet.
 */
export function ComingArea({ title, text, testId }: { title: ReactNode; text: ReactNode; testId: string }) {
  return (
    <Panel icon={<Construction size={44} />} title={title} testId={testId}>
      {text}
    </Panel>
  );
}
