import { describe, expect, it } from 'vitest';
import { scrubbedRequestPath, scrubText } from './log-scrub.ts';

const token = 'Qm9vay1UYWJpci1yZXNldC10b2tlbi0yMDI2LXNlY3JldA';

describe('scrubText', () => {
  it('redacts the token of every e-mail link, in both languages', () => {
    expect(scrubText(`/password-reset/token/${token}`)).toBe('/password-reset/token/[redacted]');
    expect(scrubText(`/en/user-email-confirm/token/${token}?x=1`)).toBe('/en/user-email-confirm/token/[redacted]?x=1');
    expect(scrubText(`http://shop.example/profile/user-email-confirm/token/abc`)).toBe('http://shop.example/profile/user-email-confirm/token/[redacted]');
  });

  it('redacts the back office set-password link, even a token with no digit', () => {
    expect(scrubText('/admin/set-password/AbcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ')).toBe('/admin/set-password/[redacted]');
  });

  it('redacts the values of secret query parameters and keeps the others', () => {
    expect(scrubText('/cart/thankyou?order=TB-2026-00001&key=SECRETKEY')).toBe('/cart/thankyou?order=TB-2026-00001&key=[redacted]');
    expect(scrubText('/x?token=a&access_token=b&signature=c&data=d&page=2')).toBe('/x?token=[redacted]&access_token=[redacted]&signature=[redacted]&data=[redacted]&page=2');
    expect(scrubText('/x?api_key=z&password=p&q=tent')).toBe('/x?api_key=[redacted]&password=[redacted]&q=tent');
  });

  it('redacts secrets inside free text such as an error message', () => {
    expect(scrubText(`could not open http://a.example/cart/thankyou?key=SECRETKEY timed out`)).toBe("could not open http://a.example/cart/thankyou?key=[redacted] timed out");
    expect(scrubText(`bearer ${token} refused`)).toBe('bearer [redacted] refused');
    expect(scrubText('connect smtps://shop:Pa55word@smtp.example:465 failed')).toBe('connect smtps://shop:[redacted]@smtp.example:465 failed');
  });

  it('leaves ordinary paths, slugs, hashes and ids alone', () => {
    for (const text of [
      '/api/catalog/products',
      '/en/namety/namet-turystychnyi-4-mistsevyi-dvosharovyi-2026',
      '/search/tent?page=2&sort=price',
      '3f786850e387550fdab836ed7e6dc881de23001b0a3f786850e387550fdab836',
      'd1b6b9b0-1e4f-4a0c-9a43-2f0c1e0b7a11',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });
});

describe('scrubbedRequestPath', () => {
  it('keeps the path and the query of a full URL, secrets redacted', () => {
    expect(scrubbedRequestPath(`https://shop.example/password-reset/token/${token}?lang=en`)).toBe('/password-reset/token/[redacted]?lang=en');
    expect(scrubbedRequestPath('/cart/thankyou?order=X&key=K')).toBe('/cart/thankyou?order=X&key=[redacted]');
  });
});
