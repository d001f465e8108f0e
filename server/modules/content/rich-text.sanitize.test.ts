import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.sanitize.ts';

describe('the rich-text sanitiser', () => {
  it('keeps formatted text and links', () => {
    const html = '<h2>Доставка</h2><p>Від <strong>3 000 ₴</strong> — <em>безкоштовно</em>. <a href="/policy">Політика</a></p><ul><li>Нова пошта</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('refuses script: script and style elements go with their content, handlers and javascript: links are dropped', () => {
    const html =
      '<p onclick="steal()">Текст<script>alert(1)</script><style>p{display:none}</style></p>' +
      '<a href="javascript:alert(1)">клік</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichText(html);
    expect(clean).toBe('<p>Текст</p><a>клік</a>');
  });

  it('drops links to other schemes and protocol-relative links, and guards a new tab', () => {
    expect(sanitizeRichText('<a href="data:text/html,x">a</a><a href="//evil.example">b</a>')).toBe('<a>a</a><a>b</a>');
    expect(sanitizeRichText('<a href="https://t.me/tabir_shop" target="_blank">Telegram</a>')).toBe(
      '<a href="https://t.me/tabir_shop" target="_blank" rel="noopener noreferrer">Telegram</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hello@tabir.com.ua" target="_top">Пошта</a>')).toBe('<a href="mailto:hello@tabir.com.ua">Пошта</a>');
  });
});
