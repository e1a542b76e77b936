import type { Localised } from './i18n';

/** A live chat desk (SPEC 7: chat models), answering in one language. */
export type ChatDesk = { readonly modelId: string; readonly name: Localised; readonly language: 'HI' | 'EN' };

export const CHAT_DESKS: readonly ChatDesk[] = [
  { modelId: 'CS_HI', name: { EN: 'Hindi support', HI: 'हिन्दी सहायता' }, language: 'HI' },
  { modelId: 'CS_EN', name: { EN: 'English support', HI: 'अंग्रेज़ी सहायता' }, language: 'EN' },
  { modelId: 'CS_VIP', name: { EN: 'VIP desk', HI: 'VIP डेस्क' }, language: 'EN' },
];

export const chatDeskById = (modelId: string) => CHAT_DESKS.find((desk) => desk.modelId === modelId) ?? null;
