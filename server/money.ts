/** Balances are stored as integer paise; the API speaks rupees with two decimals. */
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
