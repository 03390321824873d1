import { describe, expect, it } from 'vitest';
import type { Link } from '@cp/contracts/links';
import { emptyLinkValues, toLinkFormValues, toSaveLinkRequest } from './form-values';

const plain: Link = {
  slug: 'notes',
  redirect: 'https://example.com/notes',
  access: [],
  owner: 'jdoe2@illinois.edu',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  counter: 0,
};
const limited: Link = {
  ...plain,
  validUntil: '2026-07-01T04:59:00.000Z',
  maxClicks: 10,
  fallbackUrl: 'https://example.com/over',
  tags: ['events'],
};

describe('link form values', () => {
  it('leaves out lifecycle fields never set', () => {
    expect(toSaveLinkRequest(toLinkFormValues(plain), plain)).toEqual({
      slug: 'notes',
      redirect: 'https://example.com/notes',
      access: [],
      isEdited: true,
    });
  });

  it('reads stored instants as Chicago wall-clock times and sends the same instants back', () => {
    const values = toLinkFormValues(limited);
    expect(values.validUntil).toBe('2026-06-30 23:59:00');
    expect(toSaveLinkRequest(values, limited)).toMatchObject({ validUntil: '2026-07-01T04:59:00.000Z', maxClicks: 10 });
  });

  it('sends null (or no tags) for what the form cleared, so the server forgets it', () => {
    const cleared = { ...toLinkFormValues(limited), validUntil: null, maxClicks: '', fallbackUrl: ' ', tags: [] };
    expect(toSaveLinkRequest(cleared, limited)).toMatchObject({
      validUntil: null,
      maxClicks: null,
      fallbackUrl: null,
      tags: [],
    });
  });

  it('sends a new link its dates as ISO instants', () => {
    const body = toSaveLinkRequest({ ...emptyLinkValues, slug: 'x', validFrom: '2026-12-24 18:00:00' });
    expect(body).toMatchObject({ isEdited: false, validFrom: '2026-12-25T00:00:00.000Z' });
    expect(body).not.toHaveProperty('validUntil');
  });
});
