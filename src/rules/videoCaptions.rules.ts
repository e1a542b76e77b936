/**
 * A YouTube video with its captions on in the player's language (SPEC 9 caption codes, from the
 * language registry): cc_load_policy shows them, cc_lang_pref and hl choose their language. Its
 * own module: only the video player (a lazy chunk) needs it.
 */
export function withCaptions(videoUrl: string, captionCode: string): string {
  const url = new URL(videoUrl);
  url.searchParams.set('cc_load_policy', '1');
  url.searchParams.set('cc_lang_pref', captionCode);
  url.searchParams.set('hl', captionCode);
  return url.toString();
}
