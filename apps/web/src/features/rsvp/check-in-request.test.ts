import { describe, expect, it } from 'vitest';
import { checkInRequestFromEntry, checkInRequestFromScan, createScanGate } from './check-in-request';

describe('checkInRequestFromScan', () => {
  it('sends a personal code as a token', () => {
    expect(checkInRequestFromScan('rsvp1.amRvZTJAaWxsaW5vaXMuZWR1.mac')).toEqual({
      token: 'rsvp1.amRvZTJAaWxsaW5vaXMuZWR1.mac',
    });
    expect(checkInRequestFromScan('  rsvp1.abc.def\n')).toEqual({ token: 'rsvp1.abc.def' });
  });

  it.each(['https://example.com', 'jdoe2', '', 'rsvp1.', 'RSVP2.abc.def', `rsvp1.${'x'.repeat(600)}`])(
    'refuses %j without a request',
    (text) => expect(checkInRequestFromScan(text)).toBeNull(),
  );
});

describe('checkInRequestFromEntry', () => {
  const uni = { emailDomain: 'illinois.edu' };
  it('reads a NetID, trimmed and lower-cased', () => {
    expect(checkInRequestFromEntry(' JDoe2 ', uni)).toEqual({ ok: true, request: { netId: 'jdoe2' } });
  });

  it('reads a university email as an email', () => {
    expect(checkInRequestFromEntry('Jane@Illinois.edu', uni)).toEqual({
      ok: true,
      request: { email: 'jane@illinois.edu' },
    });
  });

  it("takes an attendee's own NetID as their email, even one longer than the NetID rule (issue 43)", () => {
    const attendeeEmails = ['student09@illinois.edu'];
    expect(checkInRequestFromEntry('Student09', { ...uni, attendeeEmails })).toEqual({
      ok: true,
      request: { email: 'student09@illinois.edu' },
    });
  });

  it('refuses an email of another domain, since the field asks for a university one (issue 43)', () => {
    expect(checkInRequestFromEntry('someone@gmail.com', uni)).toEqual({
      ok: false,
      error: 'Enter a NetID or a university email (…@illinois.edu)',
    });
  });

  it("explains a refusal with the contract's words", () => {
    expect(checkInRequestFromEntry('', uni)).toEqual({ ok: false, error: 'Enter a NetID or an email address' });
    expect(checkInRequestFromEntry('j', uni)).toEqual({ ok: false, error: 'Not a NetID' });
    expect(checkInRequestFromEntry('@illinois.edu', uni)).toEqual({ ok: false, error: 'Not an email address' });
  });
});

describe('createScanGate', () => {
  it('takes one read every 2 s and a held code once', () => {
    let now = 0;
    const accept = createScanGate(10_000, () => now);
    expect(accept('a')).toBe(true);
    now = 500;
    expect(accept('b')).toBe(false); // within 2 s of the last accepted read
    now = 2500;
    expect(accept('b')).toBe(true);
    // 'b' stays in front of the camera: read every second, never sent again.
    for (now = 3500; now < 30_000; now += 1000) expect(accept('b')).toBe(false);
  });

  it('takes a code again once it has been out of sight for the hold time', () => {
    let now = 0;
    const accept = createScanGate(10_000, () => now);
    expect(accept('a')).toBe(true);
    now = 10_000;
    expect(accept('a')).toBe(true);
    now = 12_500;
    expect(accept('c')).toBe(true);
    now = 15_000;
    // 'a' was last seen at 10 s and is no longer the last code sent.
    expect(accept('a')).toBe(true);
  });
});
