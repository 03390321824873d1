import { describe, expect, it } from 'vitest';
import { leadEmailMessage, updateOrgLeadsRequestFor } from './index';

describe('lead emails', () => {
  it('are checked against the domain the request schema is built for, with the same message', () => {
    const schema = updateOrgLeadsRequestFor('example.edu');
    const parsed = schema.parse({ add: [{ name: 'Eve', username: ' Eve@Example.edu ', title: 'Chair' }] });
    expect(parsed.add).toEqual([{ name: 'Eve', username: 'eve@example.edu', title: 'Chair', nonVotingMember: false }]);
    for (const payload of [
      { add: [{ name: 'Mia', username: 'mia@illinois.edu', title: 'Chair' }] },
      { remove: ['mia@illinois.edu'] },
    ]) {
      const result = schema.safeParse(payload);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([leadEmailMessage]);
    }
    expect(leadEmailMessage).toBe('A lead must be given by their university email');
    expect(updateOrgLeadsRequestFor('illinois.edu').safeParse({ remove: ['mia@illinois.edu'] }).success).toBe(true);
  });
});
