import { describe, expect, it } from 'vitest';
import { inviteEmailError, inviteUsersRequest, modifyGroupRequest, parseEmailLines } from './index';

describe('the invite box', () => {
  it('takes one email per line, lower-cased, without blanks or repeats', () => {
    expect(parseEmailLines(' Ada@Illinois.edu \r\n\n ada@illinois.edu\nbob@gmail.com\n')).toEqual([
      'ada@illinois.edu',
      'bob@gmail.com',
    ]);
  });

  it('accepts university emails only', () => {
    expect(inviteEmailError('jdoe2@illinois.edu')).toBeNull();
    expect(inviteEmailError('jdoe2@gmail.com')).toBe('Only @illinois.edu emails can be invited.');
    expect(inviteEmailError('x@illinois.edu')).toBe(
      '"x" is not a NetID: a NetID has 3 to 8 characters, two letters then letters, digits or hyphens.',
    );
    expect(inviteEmailError('abcdefghi@illinois.edu')).toBe(
      '"abcdefghi" is not a NetID: a NetID has 3 to 8 characters, two letters then letters, digits or hyphens.',
    );
    expect(inviteEmailError('jdoe2@example.org', 'example.org')).toBeNull();
  });
});

describe('request schemas', () => {
  it('needs at least one email to invite and something to change in a group', () => {
    expect(inviteUsersRequest.safeParse({ emails: [] }).success).toBe(false);
    expect(modifyGroupRequest.safeParse({}).success).toBe(false);
    expect(modifyGroupRequest.parse({ add: [' A@illinois.edu'] })).toEqual({ add: ['a@illinois.edu'], remove: [] });
  });
});
