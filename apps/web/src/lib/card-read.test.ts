import { describe, expect, it } from 'vitest';
import { uinOfCardRead } from './card-read';

describe('the UIN in a card read', () => {
  it("reads the chapter's card reader, the i-card QR and nine typed digits", () => {
    expect(uinOfCardRead('ACMCARD0042627838939\n')).toBe('627838939');
    expect(uinOfCardRead('1234627838939001=')).toBe('627838939');
    expect(uinOfCardRead(' 627838939 ')).toBe('627838939');
  });

  it('finds none in a ticket id, an order number, a short number or a bad swipe', () => {
    for (const read of ['3f1c2a7e-0000-4000-8000-000000000001', 'ord_ABC123', '62783893', 'ACMCARD12', '6278389391'])
      expect(uinOfCardRead(read)).toBeNull();
  });
});
