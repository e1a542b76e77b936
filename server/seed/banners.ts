import type { BannerGroup } from '../../kernel/platform';
import type { Localised } from '../i18n';
import type { BannerRow } from '../store/content';
import type { Db } from '../types';

type BannerPlan = { group: BannerGroup; title: Localised; linkageType: BannerRow['linkageType']; linkage: string };

/** SPEC 2: only YouTube links play as video; these are Blender's open movies (Big Buck Bunny first). */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/embed/aqz-KE-bpKQ';

/** Banners of every group (SPEC 2). Images are generated per language by GET /assets-gen/banner/<id>.svg. */
const BANNERS: readonly BannerPlan[] = [
  { group: 'w_home', title: { EN: 'Welcome Bonus up to ₹20,000', HI: '₹20,000 तक का स्वागत बोनस' }, linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_home', title: { EN: 'Daily Cashback 10%', HI: 'रोज़ाना 10% कैशबैक' }, linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_home', title: { EN: 'Live Casino: Real Dealers, Real Wins', HI: 'लाइव कैसीनो: असली डीलर, असली जीत' }, linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_home', title: { EN: 'Cricket Fever: Bet on Every Ball', HI: 'क्रिकेट का जुनून: हर गेंद पर दाँव लगाएँ' }, linkageType: 'ROUTE', linkage: '/sports' },
  { group: 'w_home', title: { EN: 'Watch: Slots Tournament Highlights', HI: 'देखें: स्लॉट टूर्नामेंट की झलकियाँ' }, linkageType: 'VIDEO', linkage: DEMO_VIDEO_URL },
  { group: 'w_home', title: { EN: 'Watch: Live Casino Night', HI: 'देखें: लाइव कैसीनो की रात' }, linkageType: 'VIDEO', linkage: 'https://www.youtube.com/embed/eRsGyueVLvQ' },
  {
    group: 'w_home',
    title: { EN: 'Watch: Cricket Season Preview', HI: 'देखें: क्रिकेट सीज़न की झलक' },
    linkageType: 'VIDEO',
    linkage: 'https://www.youtube.com/embed/R6MlUcmOul8',
  },
  // SPEC 2: only YouTube plays; the client logs this one as 'Not youtube link' and never shows it.
  { group: 'w_home', title: { EN: 'Watch: Fishing Games Trailer', HI: 'देखें: फ़िशिंग गेम्स ट्रेलर' }, linkageType: 'VIDEO', linkage: 'https://vimeo.com/76979871' },
  { group: 'w_home', title: { EN: 'Responsible Gaming Guide', HI: 'ज़िम्मेदार गेमिंग गाइड' }, linkageType: 'URL', linkage: 'https://www.example.com/responsible-gaming' },
  { group: 'w_promotion', title: { EN: 'Refer a Friend, Earn ₹500', HI: 'दोस्त को रेफ़र करें, ₹500 कमाएँ' }, linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_promotion', title: { EN: 'Weekend Reload 20%', HI: 'वीकेंड रीलोड 20%' }, linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_promotion', title: { EN: 'VIP Club: Exclusive Rewards', HI: 'VIP क्लब: विशेष पुरस्कार' }, linkageType: 'ROUTE', linkage: '/member' },
  { group: 'w_leftmenu', title: { EN: 'Invite Friends', HI: 'दोस्तों को आमंत्रित करें' }, linkageType: 'ROUTE', linkage: '/member' },
  { group: 'w_leftmenu', title: { EN: 'Download the App', HI: 'ऐप डाउनलोड करें' }, linkageType: 'URL', linkage: 'https://download.example.com/demo' },
  { group: 'w_login', title: { EN: 'Log in and claim your daily bonus', HI: 'लॉग इन करें और अपना दैनिक बोनस पाएँ' }, linkageType: 'NONE', linkage: '' },
  { group: 'w_register', title: { EN: 'Join now: ₹100 free credit', HI: 'अभी जुड़ें: ₹100 मुफ़्त क्रेडिट' }, linkageType: 'NONE', linkage: '' },
];

export function seedBanners(db: Db): void {
  const insert = db.prepare('INSERT INTO banner (id, group_name, title_en, title_hi, linkage, linkage_type, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const [index, banner] of BANNERS.entries()) insert.run(index + 1, banner.group, banner.title.EN, banner.title.HI, banner.linkage, banner.linkageType, index);
}
