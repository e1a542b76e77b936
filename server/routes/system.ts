import { Hono } from 'hono';
import { countryCodesResponse } from '../../kernel/account';
import { ErrorCode } from '../../kernel/errorCodes';
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES as REGISTRY } from '../../kernel/languages';
import { updateLanguageRequestSchema, updateLanguageResponse } from '../../kernel/languageUpdate';
import { SETTING_FLAGS } from '../../kernel/modules';
import { PATH } from '../../kernel/paths';
import { HEADER } from '../../kernel/platform';
import { publicKeyResponse } from '../../kernel/sealed';
import { captchaResponse, domainRouteResponse, registerSettingsResponse, systemStatusResponse, whitelabelResponse } from '../../kernel/system';
import { acceptedPatternOf, PATTERN_IDS } from '../../kernel/validation';
import { validatorsResponse } from '../../kernel/validatorsResponse';
import type { AppEnv } from '../appEnv';
import { issueCaptcha } from '../captcha/service';
import { clientIp, clientKey } from '../clientIdentity';
import type { ServerContext } from '../context';
import { countryCodes } from '../countries';
import { localise } from '../i18n';
import { EVERYONE } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { ApiError, ok } from '../respond';
import { currentStatus } from '../systemStatus';
import { readJsonBody } from '../validate';

/**
 * The languages the merchant offers, in its order, each named in its own language from the
 * registry (the picker shows these names): its own set (the demo merchant's HI and EN, SPEC 1),
 * or every registry language while the dev control says so (DEV_PATH.languages).
 */
export function offeredLanguages(ctx: ServerContext): { code: string; name: string }[] {
  const codes =
    ctx.dev.languageSet === 'all'
      ? LANGUAGE_CODES
      : ctx.stores.merchant
          .languages()
          .map((language) => language.code)
          .filter(isLanguageCode);
  return codes.map((code) => ({ code, name: REGISTRY[code].nativeName }));
}

/**
 * System calls: status, whitelabel, register settings, domain route, public key, captcha, and the
 * registration validators (the pattern catalogue) and country codes.
 */
export function systemRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH.systemStatus, (c) => {
    const status = currentStatus(ctx);
    const merchant = ctx.stores.merchant.merchant();
    const origin = ctx.publicOrigin;
    const lang = c.get('lang');
    return ok(c, systemStatusResponse, {
      status: status.status,
      maintenance: status.maintenanceStart === null && status.maintenanceEnd === null ? null : { startTime: status.maintenanceStart, endTime: status.maintenanceEnd },
      regionRestriction: status.regionRestriction,
      location: { ip: clientIp(c, ctx) },
      customerService: ctx.stores.merchant.contactChannels().map((channel) => ({
        csType: channel.csType,
        path: channel.path,
        title: localise({ EN: channel.titleEn, HI: channel.titleHi }, lang),
      })),
      // The platform's own addresses for this site: configured, since a request's Host is the client's say.
      domainRoute: new URL(origin).host,
      resources: ctx.stores.merchant.resources(),
      whitelabel: merchant.name,
      register: `${origin}/register`,
      mainDomain: origin,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: [origin],
      launchGameCDNs: [origin],
    });
  });

  routes.get(PATH.whitelabel, (c) => {
    const merchant = ctx.stores.merchant.merchant();
    const flags = ctx.stores.merchant.settingFlags();
    return ok(c, whitelabelResponse, {
      merchantName: merchant.name,
      languages: offeredLanguages(ctx),
      defaultLanguage: merchant.defaultLanguage,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      settings: Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, flags[flag] ?? false])) as Record<(typeof SETTING_FLAGS)[number], boolean>,
      modules: ctx.stores.merchant.moduleTree(),
      passwordPolicy: merchant.passwordPolicy === 1,
    });
  });

  // SPEC 4 and 7: a language change asks the server for a language update (getUpdateLanguage); the
  // reference backend accepts a language the merchant offers and answers with it (the Language
  // header of every request already says which texts to answer in).
  routes.post(PATH.updateLanguage, async (c) => {
    const { language } = await readJsonBody(c, updateLanguageRequestSchema);
    if (!offeredLanguages(ctx).some((offered) => offered.code === language)) {
      throw new ApiError(400, ErrorCode.invalidInput, 'invalidInput', `the merchant does not offer language ${language}`);
    }
    return ok(c, updateLanguageResponse, { language });
  });

  routes.get(PATH.registerSettings, (c) => ok(c, registerSettingsResponse, { fields: ctx.stores.merchant.registerFields() }));

  // SPEC 5: each pattern with the bounds the merchant's register settings give the fields it checks.
  routes.get(PATH.validators, (c) => {
    const fields = Object.entries(ctx.stores.merchant.registerFields());
    return ok(
      c,
      validatorsResponse,
      PATTERN_IDS.map((patternId) => ({
        patternId,
        acceptedPattern: acceptedPatternOf(patternId),
        bounds: Object.fromEntries(
          fields.filter(([, config]) => config.patternId === patternId).map(([name, { minLength, maxLength }]) => [name, { minLength, maxLength }]),
        ),
      })),
    );
  });

  routes.get(PATH.countryCodes, (c) => ok(c, countryCodesResponse, countryCodes(c.get('lang'))));

  routes.get(PATH.domainRoute, (c) =>
    // The merchant guard has already refused other merchants, so a request that gets here is valid.
    ok(c, domainRouteResponse, { valid: true, domain: new URL(ctx.publicOrigin).host, merchant: ctx.merchant }),
  );

  routes.get(PATH.publicKey, (c) => ok(c, publicKeyResponse, { keyId: ctx.keys.keyId, spki: ctx.keys.spki, serverTime: ctx.clock() }));

  routes.get(PATH.captcha, (c) => {
    const overLimit = refuseOverLimit(c, ctx, [
      ['CAPTCHA_PER_CLIENT', clientIp(c, ctx)],
      ['CAPTCHA_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    const captcha = issueCaptcha(ctx, clientKey(c, ctx));
    c.header(HEADER.captchaId, captcha.id);
    c.header('Cache-Control', 'no-store');
    return ok(c, captchaResponse, captcha.dataUrl);
  });

  return routes;
}
