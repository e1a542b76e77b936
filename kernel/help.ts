import * as v from 'valibot';
import { envelope } from './envelope';

/** The help centre's topics; /help#term opens the 'term' one (SPEC 2 routes). */
export const HELP_TOPIC_IDS = ['about', 'term', 'privacy', 'responsible', 'faq'] as const;
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

/** A help topic; content is server HTML (sanitised before it is shown). */
export const helpTopicSchema = v.object({
  id: v.picklist(HELP_TOPIC_IDS),
  title: v.string(),
  content: v.string(),
});
export type HelpTopic = v.InferOutput<typeof helpTopicSchema>;
export const helpCenterResponse = envelope(v.array(helpTopicSchema));
