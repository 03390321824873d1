import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { assertMayUseMembershipLists } from './restrictions';

const actor = (restrictions?: Actor['restrictions']): Actor => ({
  kind: 'apiKey',
  username: 'acmuiuc_0123456789ab',
  roles: ['VIEW_INTERNAL_MEMBERSHIP_LIST'],
  orgRoles: [],
  restrictions,
});
const policy = (list: string[]) => [{ name: 'MembershipListQueryPolicy', params: { list } }];

describe('MembershipListQueryPolicy', () => {
  it('lets an unrestricted caller query any list', () => {
    expect(() => assertMayUseMembershipLists(actor(), ['acmpaid', 'hack'])).not.toThrow();
  });

  it('lets a restricted key query only its lists', () => {
    expect(() => assertMayUseMembershipLists(actor(policy(['acmpaid'])), ['acmpaid'])).not.toThrow();
    expect(() => assertMayUseMembershipLists(actor(policy(['acmpaid'])), ['acmpaid', 'hack'])).toThrow(
      expect.objectContaining({ name: 'ForbiddenError', message: 'This API key may not query the list "hack".' }),
    );
  });

  it('ignores other policies and holds a key to every membership policy it carries', () => {
    const events = [{ name: 'EventsHostRestrictionPolicy', params: { host: ['S01'] } }];
    expect(() => assertMayUseMembershipLists(actor(events), ['acmpaid'])).not.toThrow();
    const both = [...policy(['acmpaid', 'hack']), ...policy(['hack'])];
    expect(() => assertMayUseMembershipLists(actor(both), ['hack'])).not.toThrow();
    expect(() => assertMayUseMembershipLists(actor(both), ['acmpaid'])).toThrow();
  });
});
