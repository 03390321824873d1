// Who pays a local payment link (/pay/{id}): the rules the server's schema (payments) and the light
// page's form (decision 0032) both apply. No imports: zod would double the light page's size.

export const payerNameMaxLength = 200;
export const payerEmailMaxLength = 254;

export const payerMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${payerNameMaxLength} characters`,
  invalidEmail: 'Invalid email',
} as const;

/** Dot-separated words before the `@`, then a domain whose last label is letters only. */
export const payerEmailPattern = /^[\w'+-]+(?:\.[\w'+-]+)*@(?:[a-z\d][a-z\d-]*\.)+[a-z]{2,}$/i;

export interface PayerFields {
  name: string;
  email: string;
}

/** The message for each field that is not acceptable; an empty object when both are. */
export function payerProblems({ name, email }: PayerFields): Partial<Record<keyof PayerFields, string>> {
  const problems: Partial<Record<keyof PayerFields, string>> = {};
  const trimmed = name.trim();
  if (trimmed.length === 0) problems.name = payerMessages.nameRequired;
  else if (trimmed.length > payerNameMaxLength) problems.name = payerMessages.nameTooLong;
  if (!payerEmailPattern.test(email) || email.length > payerEmailMaxLength) problems.email = payerMessages.invalidEmail;
  return problems;
}
