import * as v from 'valibot';
import { envelope } from './envelope';
import { webAddressSchema } from './webAddress';

/** SPEC 7 Live chat models (module CBS3): one desk per language. */
export const chatModelSchema = v.object({
  modelId: v.string(),
  name: v.string(),
  /** The platform language code the desk answers in (HI, EN). */
  language: v.string(),
});
export type ChatModel = v.InferOutput<typeof chatModelSchema>;
export const chatModelsResponse = envelope(v.array(chatModelSchema));

export const launchChatRequestSchema = v.object({ modelId: v.pipe(v.string(), v.minLength(1)) });
export type LaunchChatRequest = v.InferInput<typeof launchChatRequestSchema>;
/** SPEC 7: the launch answers with chatUrl, a page the client opens (popup or iframe): http(s) or a path on this site only. */
export const launchChatResponse = envelope(v.object({ chatUrl: webAddressSchema }));

/** SPEC 7 Unread messages (T). */
export const unreadCountResponse = envelope(v.object({ count: v.number() }));
