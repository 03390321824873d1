/** A count field keeps digits only, as the portal's number inputs do (no sign, no decimals). */
export const digitsOnly = (typed: string) => typed.replace(/\D+/g, '');
