/**
 * SPEC 2 /help with an optional hash: the hash names the topic shown (/help#term opens the terms);
 * no hash, or one naming no topic, shows the first topic.
 */
export function topicFromHash<T extends { id: string }>(hash: string, topics: readonly T[]): T | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return topics.find((topic) => topic.id === id) ?? topics[0] ?? null;
}

/** The address of a help topic: /help with the topic as hash. */
export const helpTopicHref = (id: string) => `/help#${encodeURIComponent(id)}`;
