import { describe, expect, it } from 'vitest';
import { linkSlugSchema, randomSlug, slugMessages } from './slug';

const firstMessage = (slug: string) => linkSlugSchema.safeParse(slug).error?.issues[0]?.message;

describe('link slug', () => {
  it.each(['abc', 'A-b_c.d', 'team/meeting-notes', 'x', 'a'.repeat(100), 'apiary', 'events2/x', '.hidden'])(
    'accepts %s',
    (slug) => expect(linkSlugSchema.safeParse(slug).success).toBe(true),
  );

  it('gives the spec messages for an empty and a too long slug', () => {
    expect(linkSlugSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([slugMessages.required]);
    expect(linkSlugSchema.safeParse('a'.repeat(101)).error?.issues.map((i) => i.message)).toEqual([
      slugMessages.tooLong,
    ]);
  });

  it.each(['a b', 'ä', 'a?b', 'a#b', 'a%2Fb', 'a\\b', 'a:b', '<x>'])('refuses the characters of %s', (slug) =>
    expect(firstMessage(slug)).toBe(slugMessages.characters),
  );

  it('refuses a leading slash, empty and dot segments', () => {
    expect(firstMessage('/abc')).toBe(slugMessages.leadingSlash);
    for (const slug of ['a//b', 'a/', 'a/./b', 'a/../b', '..', '.'])
      expect(firstMessage(slug)).toBe(slugMessages.segments);
  });

  it.each(['api', 'API/v2', 'login', 'linkry', 'Linkry/x', 'assets/x', 'tos', 'auth', 'idp', 'favicon.svg'])(
    'refuses the portal path %s in any letter case',
    (slug) => expect(firstMessage(slug)).toBe(slugMessages.reserved),
  );

  it('generates six letters', () => {
    expect(randomSlug()).toMatch(/^[A-Za-z]{6}$/);
    expect(randomSlug(() => 0)).toBe('AAAAAA');
    expect(randomSlug(() => 0.999999)).toBe('zzzzzz');
  });
});
