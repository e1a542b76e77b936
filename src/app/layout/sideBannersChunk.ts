import { preloadableChunk } from '@/ui/preloadableChunk';

/** The side menu's banners (w_leftmenu): their own chunk, fetched beside the first screen's reads. */
export const sideBannersChunk = preloadableChunk(() => import('./SideBanners').then((module) => ({ default: module.SideBanners })));
