import { describe, expect, it } from 'vitest';
import type { Banner } from '@kernel/announcements';
import { bannerTarget, isYoutubeLink } from '@/rules/banner.rules';

const banner = (linkageType: Banner['linkageType'], linkage: string): Banner => ({ id: 1, groupName: 'w_home', url: '', linkage, linkageType, title: '' });

describe('YouTube links (SPEC 2 Banners: only YouTube links are accepted as video)', () => {
  it('accepts youtube.com, youtube-nocookie.com (and their subdomains) and youtu.be', () => {
    expect(isYoutubeLink('https://youtube.com/embed/abc')).toBe(true);
    expect(isYoutubeLink('https://m.youtube.com/watch?v=abc')).toBe(true);
    expect(isYoutubeLink('https://youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isYoutubeLink('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isYoutubeLink('https://youtu.be/abc')).toBe(true);
  });
  it('refuses hosts that only contain or end like a YouTube name', () => {
    expect(isYoutubeLink('https://www.youtube-nocookie.com.evil.example/embed/abc')).toBe(false);
    expect(isYoutubeLink('https://notyoutube-nocookie.com/embed/abc')).toBe(false);
    expect(isYoutubeLink('https://notyoutube.com/embed/abc')).toBe(false);
    expect(isYoutubeLink('https://notyoutu.be/abc')).toBe(false);
    expect(isYoutubeLink('https://youtu.be.evil.example/abc')).toBe(false);
  });
});

describe('banner targets (SPEC 2: a banner opens its linked target)', () => {
  it('plays a YouTube video link and rejects any other video link', () => {
    expect(bannerTarget(banner('VIDEO', 'https://youtu.be/abc'))).toEqual({ kind: 'video', url: 'https://youtu.be/abc' });
    expect(bannerTarget(banner('VIDEO', 'https://vimeo.com/1'))).toEqual({ kind: 'rejectedVideo', url: 'https://vimeo.com/1' });
  });
  it('opens nothing for a banner without a link', () => {
    expect(bannerTarget(banner('NONE', ''))).toEqual({ kind: 'none' });
    expect(bannerTarget(banner('NONE', '/promotions'))).toEqual({ kind: 'none' });
  });
});
