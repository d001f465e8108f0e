import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n.ts';
import { RecaptchaNotice } from './recaptcha-notice.tsx';

const render = (locale: 'uk' | 'en', enabled: boolean) =>
  renderToString(createElement(I18nextProvider, { i18n: getI18n(locale) }, createElement(RecaptchaNotice, { enabled })));

describe('reCAPTCHA notice', () => {
  it('links Google’s privacy policy and terms inside the sentence, in both languages', () => {
    const en = render('en', true);
    expect(en).toMatch(/^<p[^>]*>This site is protected by reCAPTCHA and the Google <a href="https:\/\/policies\.google\.com\/privacy"[^>]*>Privacy Policy<\/a> and <a href="https:\/\/policies\.google\.com\/terms"[^>]*>Terms of Service<\/a> apply\.<\/p>$/);
    const uk = render('uk', true);
    expect(uk).toContain('>Політика конфіденційності</a>');
    expect(uk).toContain('>Умови використання</a>');
    expect(uk).not.toContain('&lt;privacy');
  });

  it('renders nothing when the shop does not use reCAPTCHA', () => {
    expect(render('en', false)).toBe('');
  });
});
