import { describe, expect, it } from 'vitest';
import { routedOrigin } from '@machines/member/referral.rules';

const SITE = 'https://play.example.test';
const route = (domain: string, valid = true) => ({ valid, domain, merchant: 'DEMO' });

describe('the invite link points where the domain route says (SPEC 7 Domain routing)', () => {
  it("goes to the routed domain on the site's own scheme", () => {
    expect(routedOrigin(SITE, route('invite.example.test'))).toBe('https://invite.example.test');
    expect(routedOrigin('http://127.0.0.1:5173', route('invite.example.test'))).toBe('http://invite.example.test');
  });

  it('keeps a port, and the same domain as the site', () => {
    expect(routedOrigin(SITE, route('invite.example.test:8443'))).toBe('https://invite.example.test:8443');
    expect(routedOrigin(SITE, route('play.example.test'))).toBe(SITE);
  });

  it("stays on the site's own address when the route is not valid", () => {
    expect(routedOrigin(SITE, route('invite.example.test', false))).toBe(SITE);
  });

  it('stays there too for a domain that is more than a host: a path, a query, credentials, nothing', () => {
    for (const domain of [
      'invite.example.test/evil',
      'invite.example.test?x=1',
      'invite.example.test#x',
      'user@invite.example.test',
      '',
      'in valid',
      'invite.example.test:99999',
    ]) {
      expect(routedOrigin(SITE, route(domain)), domain).toBe(SITE);
    }
  });
});
