import { beforeAll, describe, expect, it } from 'vitest';
import { agentNoticesResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { announcementsResponse } from '@kernel/announcements';
import { ErrorCode } from '@kernel/errorCodes';
import { LANGUAGE_CODES } from '@kernel/languages';
import { PATH } from '@kernel/paths';
import { chatPageUrl } from '../../server/art/urls';
import { demoPassword } from '../../server/demoAccounts';
import { type Lang, localise, resolveLanguage, translateEnglish } from '../../server/i18n';
import { failureBody } from '../../server/respond';
import { loginToken, parseFailure, startServer, type TestServer } from './helpers';

/**
 * Issue 25, item 3: the backend's own texts in every language with a server catalogue
 * (server/locales/<tag>.json, keyed by the English text). The Arabic words below are written here
 * from the Arabic catalogue's glossary (locales/ar/GLOSSARY.md), not read from the catalogue.
 */
const ALL_TYPES = `${PATH.announcements}?types=B,PL,PU,PR,H&platform=W`;
const MEMBER = { username: 'demo_member', password: demoPassword('demo_member') };

describe('issue 25: the backend answers a language with a server catalogue in that language', () => {
  let server: TestServer;
  let agent: string;
  beforeAll(async () => {
    server = await startServer();
    agent = await loginToken(server, 'demo_agent');
  }, 60_000);

  it('resolves every registry language to itself, each having its catalogue, HI and EN as before', () => {
    expect(['AR', 'ar', ' AR ', 'de', 'SI'].map(resolveLanguage)).toEqual(['AR', 'AR', 'AR', 'DE', 'SI']);
    // Issue 25 item 3: the 36 languages of the registry all have the backend's texts.
    expect(LANGUAGE_CODES.filter((code) => resolveLanguage(code) !== code)).toEqual([]);
    expect(LANGUAGE_CODES).toHaveLength(36);
    expect(['HI', 'EN', undefined, 'XX'].map(resolveLanguage)).toEqual(['HI', 'EN', 'HI', 'HI']);
  });

  it('words a refused login in Arabic and German, HI and EN unchanged', async () => {
    const message = async (lang: string) => {
      const failure = parseFailure((await server.login({ ...MEMBER, site: 'agent' }, { lang })).body);
      expect(failure.code).toBe(ErrorCode.nonAgent);
      return failure.message;
    };
    expect(await message('AR')).toBe('لا يمكن لغير الوكلاء تسجيل الدخول');
    expect(await message('DE')).toBe('Nur Agenten können sich anmelden');
    expect(await message('EN')).toBe('Non-agents cannot log in');
    expect(await message('HI')).toBe('गैर-एजेंट लॉग इन नहीं कर सकते');
    const wrongPassword = parseFailure((await server.login({ ...MEMBER, password: `${MEMBER.password}x` }, { lang: 'AR' })).body);
    expect(wrongPassword).toMatchObject({ code: ErrorCode.badCredentials, message: 'الحساب أو كلمة المرور غير صحيحة' });
  });

  it('titles the seeded announcements and banners in Arabic and German (the database keeps its EN and HI columns only)', async () => {
    const arabic = (await server.expectBody(announcementsResponse, ALL_TYPES, { lang: 'AR' })).body.value;
    const english = (await server.expectBody(announcementsResponse, ALL_TYPES, { lang: 'EN' })).body.value;
    const german = (await server.expectBody(announcementsResponse, ALL_TYPES, { lang: 'DE' })).body.value;
    expect(arabic.banners[0]?.title).toBe('مكافأة ترحيب حتى ₹20,000');
    expect(english.banners[0]?.title).toBe('Welcome Bonus up to ₹20,000');
    expect(german.banners[0]?.title).toBe('Willkommensbonus bis zu ₹20,000');
    const arabicTitles = arabic.playerNotices.map((notice) => notice.title);
    expect(arabicTitles).toContain('عرض الترحيب');
    expect(arabicTitles).toContain('صيانة مجدولة');
    // Every seeded title and content is translated: none is left as its English.
    const written = (value: typeof arabic) =>
      [...value.playerNotices, ...value.popup, ...value.promotion, ...value.homeNotices, ...value.banners].map((item) => item.title);
    const englishTitles = new Set(written(english));
    expect(written(arabic).filter((title) => englishTitles.has(title))).toEqual([]);
    expect(written(german).filter((title) => englishTitles.has(title))).toEqual([]);
  });

  it('seeds the agent notices in Arabic with their limits filled into the translated template', async () => {
    const notices = (await server.expectBody(agentNoticesResponse, AGENT_PATH.notices, { token: agent, lang: 'AR' })).body.value;
    const transfers = notices.find((notice) => notice.title === 'التحويلات إلى التابعين تتطلب كلمة مرور السحب');
    expect(transfers?.content).toContain('<b>₹100.00</b> إلى <b>₹1,00,000.00</b>');
  });

  it('translates a stored text filled from a template by finding its template, and a value that is itself a text', () => {
    expect(translateEnglish('VIP 3 level-up bonus', 'AR')).toBe('مكافأة الترقية إلى VIP 3');
    expect(translateEnglish('North Express 5 min', 'AR')).toBe('الشمال السريع 5 دقيقة');
    expect(translateEnglish('VIP 3 level-up bonus', 'EN')).toBe('VIP 3 level-up bonus');
    expect(translateEnglish('A text no catalogue has', 'AR')).toBe('A text no catalogue has');
    expect(localise({ EN: 'Main wallet', HI: 'मुख्य वॉलेट' }, 'AR')).toBe('المحفظة الرئيسية');
  });

  it('puts a refusal’s detail where its sentence says, in every language, HI and EN as they were written', () => {
    const message = (lang: Lang) => failureBody(lang, ErrorCode.turnoverNotMet, 'turnoverNotMet', '₹55,000.00').message;
    expect(message('EN')).toBe('Your deposits and bonuses must be bet before a withdrawal. Still to bet: ₹55,000.00');
    expect(message('HI')).toBe('निकासी से पहले आपकी जमा राशि और बोनस पर दांव लगना ज़रूरी है। अभी इतना दांव बाकी है: ₹55,000.00');
    expect(message('AR')).toBe('يجب المراهنة بإيداعاتك ومكافآتك قبل السحب. المتبقي للمراهنة: ₹55,000.00');
    // A message without {detail} is followed by it, as before.
    expect(failureBody('EN', ErrorCode.invalidInput, 'invalidInput', 'the body is not JSON').message).toBe('Invalid input: the body is not JSON');
  });

  it('serves the chat page of an Arabic request in Arabic, right to left; the Hindi page as before', async () => {
    const page = async (lang: string) => (await server.call(chatPageUrl('CS_EN', lang as Lang))).text();
    const arabic = await page('AR');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('خدمة العملاء متصلة الآن');
    expect(arabic).toContain('دعم باللغة الإنجليزية');
    const hindi = await page('HI');
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('ग्राहक सेवा ऑनलाइन है');
  });
});
