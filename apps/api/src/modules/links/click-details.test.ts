import { describe, expect, it } from 'vitest';
import { clientKind, portalDay, referrerHost, visitorHash } from './click-details';

describe('clientKind', () => {
  it('reads the device type and browser, desktop when the agent names no device', () => {
    expect(
      clientKind(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ device: 'mobile', browser: 'Chrome', bot: false });
    expect(
      clientKind(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ device: 'tablet', bot: false });
    expect(clientKind('Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0')).toEqual({
      device: 'desktop',
      browser: 'Firefox',
      bot: false,
    });
  });

  it('tells crawlers, scripts and clients without a user agent apart as bots', () => {
    expect(clientKind('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)').bot).toBe(true);
    expect(clientKind('curl/8.5.0').bot).toBe(true);
    expect(clientKind(undefined).bot).toBe(true);
  });
});

describe('referrerHost', () => {
  it('keeps only the host of a web address, in lower case', () => {
    expect(referrerHost('https://Mail.Google.com/mail/u/0/#inbox')).toBe('mail.google.com');
    expect(referrerHost('android-app://com.slack/')).toBeNull();
    expect(referrerHost('nonsense')).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});

describe('portalDay and visitorHash', () => {
  it('names the Chicago day of an instant', () => {
    expect(portalDay(Date.parse('2026-03-01T05:59:59Z'))).toBe('2026-02-28');
    expect(portalDay(Date.parse('2026-03-01T06:00:00Z'))).toBe('2026-03-01');
  });

  it('gives one visitor one hash per salt, and another under another salt', () => {
    const ua = 'Mozilla/5.0';
    expect(visitorHash('salt-a', '192.0.2.1', ua)).toBe(visitorHash('salt-a', '192.0.2.1', ua));
    expect(visitorHash('salt-a', '192.0.2.1', ua)).not.toBe(visitorHash('salt-b', '192.0.2.1', ua));
    expect(visitorHash('salt-a', '192.0.2.1', ua)).not.toBe(visitorHash('salt-a', '192.0.2.2', ua));
    expect(visitorHash('salt-a', '192.0.2.1', ua)).not.toContain('192');
  });
});
