import { describe, expect, it } from 'vitest';
import { siteLinkSchema } from './settings.ts';

describe('siteLinkSchema', () => {
  it("takes the shop's own paths and absolute http(s) addresses", () => {
    for (const link of ['', '/kemping', '/en/namety?sort=newest', 'https://example.com/a', 'http://shop.example']) expect(siteLinkSchema.safeParse(link).success, link).toBe(true);
  });

  it('refuses addresses a browser would take to another site or run', () => {
    for (const link of ['//evil.example', '/\\evil.example', '/\\/evil.example', 'https:\\\\evil.example', 'javascript:alert(1)', 'kemping', '/a b']) {
      expect(siteLinkSchema.safeParse(link).success, link).toBe(false);
    }
  });
});
