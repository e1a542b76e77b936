import {
  affiliateResponse,
  countryCodesResponse,
  forgotByPhoneResponse,
  type LoginVerificationType,
  okResponse,
  type Registration,
  smsCodeResponse,
} from '../../kernel/account';
import { favouriteChangeResponse, favouriteGamesResponse, recentGamesResponse } from '../../kernel/accountGames';
import { announcementsResponse } from '../../kernel/announcements';
import type { Challenge } from '../../kernel/challenge';
import { type GameSort, gameListResponse, gameMenusResponse, hotGamesResponse, launchGameResponse, rankListResponse } from '../../kernel/games';
import { balanceResponse, memberInfoResponse } from '../../kernel/member';
import { PATH } from '../../kernel/paths';
import { CLIENT_TYPE, GAME_PLATFORM, type GameCategory, LIMITS, PLATFORM_SHORT, type PopupExecution } from '../../kernel/platform';
import { freePlayResponse, type LoginRequest, loginResponse, logoutResponse } from '../../kernel/session';
import { captchaResponse, registerSettingsResponse, systemStatusResponse, whitelabelResponse } from '../../kernel/system';
import type { LoginTwoFactorRequest } from '../../kernel/twoFactor';
import { validatorsResponse } from '../../kernel/validatorsResponse';
import type { ApiClient } from './client';
import { announcementsQuery, popupAnnouncementsQuery } from './firstScreenReads';

/** One function per platform call of SPEC section 7, named after the call. */
export function createCalls(api: ApiClient, merchant: string, language: () => string) {
  return {
    getSystemStatus: async () => (await api.get(PATH.systemStatus, systemStatusResponse)).value,
    getWhitelabel: async () => (await api.get(PATH.whitelabel, whitelabelResponse)).value,
    getRegisterSettings: async () => (await api.get(PATH.registerSettings, registerSettingsResponse)).value,
    getCaptcha: async () => (await api.get(PATH.captcha, captchaResponse)).value,
    /** A proof-of-work challenge for login, an SMS code request or a registration; its schema loads with the first form that asks. */
    getChallenge: async () => (await api.get(PATH.challenge, (await import('../../kernel/challenge')).challengeResponse)).value,
    /** Solves it in Web Workers (loaded with the first form that needs it): the request's challenge field. Aborting stops the workers. */
    solveChallenge: async (challenge: Challenge, signal?: AbortSignal) => (await import('./challengeSolver')).solveChallenge(challenge, signal),
    login: async (request: LoginRequest) => (await api.sendSealed('POST', PATH.login, loginResponse, request)).value,
    freePlay: async () => (await api.send('POST', PATH.freePlay, freePlayResponse, { os: 'web', platform: PLATFORM_SHORT, Encryption: true, gatewayVersion: '1' })).value,
    logout: async () => (await api.send('DELETE', PATH.logout, logoutResponse)).value,
    getMemberInfo: async () => (await api.get(PATH.memberInfo, memberInfoResponse)).value,
    getBalance: async () => (await api.get(PATH.balance, balanceResponse)).value,
    getAnnouncements: async (execution?: PopupExecution) => (await api.get(PATH.announcements, announcementsResponse, announcementsQuery(execution))).value,
    /** SPEC 4: the popup announcements of the given executions (A, B, F). */
    getPopupAnnouncements: async (executions: readonly PopupExecution[]) =>
      (await api.get(PATH.announcements, announcementsResponse, popupAnnouncementsQuery(executions))).value.popup,
    /** SPEC 7: every favourite of the member (MCSFE_getFavoriteGames, up to the 999 SPEC 9 allows): which tiles carry a filled heart. */
    getFavouriteGameIds: async () =>
      (
        await api.get(PATH.favouriteGames, favouriteGamesResponse, {
          clientType: CLIENT_TYPE,
          platform: GAME_PLATFORM,
          language: language(),
          pageNo: 1,
          pageSize: LIMITS.favouritePageSize,
        })
      ).value.content.map((game) => game.nodeId),
    /** SPEC 7: the favourites as a list page shows them (MCSFE_getFavoriteGamesList), of one game type when given. */
    getFavouriteGames: async (gameType?: GameCategory, sort?: GameSort) =>
      (
        await api.get(PATH.favouriteGamesList, favouriteGamesResponse, {
          clientType: CLIENT_TYPE,
          platform: GAME_PLATFORM,
          language: language(),
          pageNo: 1,
          pageSize: LIMITS.favouritePageSize,
          gameType,
          sort,
        })
      ).value,
    addFavouriteGame: async (game: { nodeId: number; vendor: string; gameType: string }) =>
      (await api.send('POST', PATH.addFavouriteGame, favouriteChangeResponse, game)).value,
    removeFavouriteGame: async (nodeId: number) => (await api.send('DELETE', PATH.removeFavouriteGame, favouriteChangeResponse, { nodeId })).value,
    getRecentGames: async (page: number, gameType?: GameCategory, sort?: GameSort) =>
      (
        await api.get(PATH.recentGames, recentGamesResponse, {
          page,
          pageSize: LIMITS.recentPageSize,
          gameType,
          sort,
          language: language(),
          clientType: CLIENT_TYPE,
        })
      ).value,
    /** SPEC 7 Launch, or Launch for a variant (GCS_gameLaunchFB) for a PVP room. */
    launchGame: async (target: { nodeId?: number; gameCode: string; vassalage: string; gameType: GameCategory; roomId?: string }) =>
      (
        await api.get(target.roomId ? PATH.gameLaunchFB : PATH.launchGame, launchGameResponse, {
          roomId: target.roomId,
          // A vendor card has no game code: the vendor's lobby (SPEC 2 Other vendors launch directly).
          ...(target.nodeId ? { nodeId: target.nodeId } : { gameCode: target.gameCode || undefined }),
          vassalage: target.vassalage,
          gameType: target.gameType,
          language: language(),
          clientType: CLIENT_TYPE,
          platform: GAME_PLATFORM,
        })
      ).value,
    getGameMenus: async () => (await api.get(PATH.gameMenus, gameMenusResponse)).value,
    getGameList: async (query: { gameType: GameCategory; pageNo: number; vassalage?: string; gameClassify?: string; filter?: string; sort?: string }) =>
      (
        await api.get(PATH.gameList, gameListResponse, {
          clientType: CLIENT_TYPE,
          platform: GAME_PLATFORM,
          merchant,
          pageSize: LIMITS.gamePageSize,
          language: language(),
          ...query,
        })
      ).value,
    getHotGames: async () =>
      (
        await api.get(PATH.hotGames, hotGamesResponse, {
          merchantCode: merchant,
          isPlatform: 2,
          platform: 'flash,html5-desktop',
          language: language(),
        })
      ).value,
    sendLoginSmsCode: async (request: { mobileNum: string; countryDialingCode: string; ticket?: string }) =>
      (await api.send('POST', PATH.smsLoginCode, smsCodeResponse, request)).value,
    sendRegisterSmsCode: async (request: { mobileNo: string; countryDialingCode: string }) =>
      (await api.send('POST', PATH.smsRegisterCode, smsCodeResponse, request)).value,
    sendForgotSmsCode: async (request: { mobileNum: string; countryDialingCode: string }) => (await api.send('POST', PATH.smsForgotCode, smsCodeResponse, request)).value,
    register: async (registration: Registration) => (await api.sendSealed('PUT', PATH.register, loginResponse, registration)).value,
    registerByMobile: async (registration: Registration) => (await api.sendSealed('PUT', PATH.registerMobile, loginResponse, registration)).value,
    checkAffiliate: async (code: string, domain: string) => (await api.get(PATH.affiliate, affiliateResponse, { code, domain })).value,
    changePassword: async (request: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
      (await api.sendSealed('POST', PATH.changePassword, okResponse, request)).value,
    forgotByEmail: async (request: { username: string; email: string }) => (await api.sendForm('POST', PATH.forgotByEmail, okResponse, request)).value,
    forgotByPhone: async (request: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string }) =>
      (await api.sendSealed('POST', PATH.forgotByPhone, forgotByPhoneResponse, request)).value,
    verifyLogin: async (request: { ticket: string; type: LoginVerificationType; answer: string }) =>
      (await api.sendSealed('POST', PATH.loginVerification, loginResponse, request)).value,
    /** Issue 26: the login's two-factor step, sealed as the login is. */
    loginTwoFactor: async (request: LoginTwoFactorRequest) => (await api.sendSealed('POST', PATH.loginTwoFactor, loginResponse, request)).value,
    sendFeedback: async (request: { content: string; sender: string; type: number; captcha: string }) =>
      (await api.send('PUT', PATH.feedback, okResponse, request)).value,
    getCountryCodes: async () => (await api.get(PATH.countryCodes, countryCodesResponse)).value,
    getValidators: async () => (await api.get(PATH.validators, validatorsResponse)).value,
    getRankList: async () => (await api.get(PATH.rankList, rankListResponse, { gameCategory: 'ALL', language: language(), limitNum: LIMITS.winnerBoard })).value.list,
  };
}

export type PlatformCalls = ReturnType<typeof createCalls>;
