/** Where a claim's code may go (the business's own website domain, its phone) and the codes themselves: random, hashed, compared in constant time. */
import { describe, expect, it } from 'vitest';
import { claimMethodsOf, emailDomainOf, isSharedDomain, isValidLocalPart } from '#lib/domain/claim-contacts.ts';
import { claimCodeMatches, generateClaimCode, hashClaimCode } from '#lib/server/claims/claim-codes.ts';
import { getPhoneSender } from '#lib/server/phone/phone-sender.ts';

describe('the email domain of a claim', () => {
  it('is the stored website’s host without www., never a parent domain', () => {
    expect(emailDomainOf('https://www.abyssinian.org/about')).toEqual({ domain: 'abyssinian.org' });
    expect(emailDomainOf('http://Shop.Sylvias.example/menu?x=1')).toEqual({ domain: 'shop.sylvias.example' });
    expect(emailDomainOf('jazzmuseuminharlem.org')).toEqual({ domain: 'jazzmuseuminharlem.org' });
  });

  it('is refused without a website, for addresses and local names, and on shared domains anyone can get an address or page at', () => {
    for (const website of [
      null,
      '',
      '   ',
      'http://127.0.0.1/shop',
      'https://localhost',
      'ftp://files.example.org',
      'https://[::1]/',
      'not a url at all',
    ]) {
      expect(emailDomainOf(website), String(website)).toEqual({ refused: 'no-website' });
    }
    for (const website of [
      'https://www.facebook.com/lenoxsoul',
      'https://harlem-bakery.wordpress.com',
      'https://gmail.com',
      'https://sites.google.com/view/x',
      'https://lenox.square.site',
      'https://linktr.ee/soul',
    ]) {
      expect(emailDomainOf(website), website).toEqual({ refused: 'shared-domain' });
    }
    // A domain that merely ends with the same letters is not under it.
    expect(isSharedDomain('notgmail.com')).toBe(false);
    expect(emailDomainOf('https://notgmail.com')).toEqual({ domain: 'notgmail.com' });
  });

  it('takes a part before the @ of letters, digits and . _ + -, without leading, trailing or double dots', () => {
    for (const good of ['owner', 'jane.doe', 'claims+guide', 'a_b-c', 'x'.repeat(64)]) expect(isValidLocalPart(good), good).toBe(true);
    for (const bad of ['', '.owner', 'owner.', 'a..b', 'a b', 'a@b', 'x'.repeat(65), 'ówner', '"quoted"'])
      expect(isValidLocalPart(bad), bad).toBe(false);
  });

  it('offers each way the business and this site can do, and the team’s check only when neither', () => {
    expect(claimMethodsOf({ website: 'https://www.abyssinian.org', phone: '(212) 555-0101' }, true)).toEqual({
      email: { domain: 'abyssinian.org' },
      phone: { phone: '(212) 555-0101' },
      reviewOnly: false,
    });
    // No SMS provider outside local mode: the phone option says it is not available.
    expect(claimMethodsOf({ website: null, phone: '(212) 555-0101' }, false)).toEqual({
      email: { refused: 'no-website' },
      phone: { refused: 'unavailable' },
      reviewOnly: true,
    });
    expect(claimMethodsOf({ website: 'https://x.wixsite.com/y', phone: '12' }, true)).toEqual({
      email: { refused: 'shared-domain' },
      phone: { refused: 'no-phone' },
      reviewOnly: true,
    });
    expect(getPhoneSender({ localMode: false })).toBeNull();
    expect(getPhoneSender({ localMode: true })).not.toBeNull();
  });
});

describe('claim codes', () => {
  it('are six random digits', () => {
    const codes = Array.from({ length: 200 }, generateClaimCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(195);
  });

  it('are stored as a hash bound to their claim, and match only the right code of the right claim', () => {
    const hash = hashClaimCode(41, '042917');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('042917');
    expect(hashClaimCode(42, '042917')).not.toBe(hash);
    expect(claimCodeMatches(hash, 41, '042917')).toBe(true);
    expect(claimCodeMatches(hash, 41, '042918')).toBe(false);
    expect(claimCodeMatches(hash, 42, '042917')).toBe(false);
    expect(claimCodeMatches('', 41, '042917')).toBe(false);
  });
});
