import { describe, expect, it } from 'vitest';
import { payLocalLinkRequest } from '../payments';
import { payerProblems } from '.';

const attemptId = '2f1c7a52-9c1e-4d7b-8a34-6f0e2b9d1c55';

describe('the payer checks', () => {
  it.each([
    [{ name: 'Pat', email: 'pat@example.com' }, {}],
    [{ name: "  O'Neil ", email: "o'neil+bills@mail.example.org" }, {}],
    [{ name: '   ', email: 'pat@example.com' }, { name: 'Name is required' }],
    [{ name: 'x'.repeat(201), email: 'pat@example.com' }, { name: 'Name must be at most 200 characters' }],
    [{ name: 'Pat', email: 'pat@example' }, { email: 'Invalid email' }],
    [{ name: 'Pat', email: 'pat..x@example.com' }, { email: 'Invalid email' }],
    [
      { name: '', email: '' },
      { name: 'Name is required', email: 'Invalid email' },
    ],
    [{ name: 'Pat', email: `${'p'.repeat(250)}@example.com` }, { email: 'Invalid email' }],
  ])('%j: %j, on the page and on the server alike', (payer, expected) => {
    expect(payerProblems(payer)).toEqual(expected);
    const parsed = payLocalLinkRequest.safeParse({ attemptId, ...payer });
    const serverProblems = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(serverProblems).toEqual(expected);
  });
});
