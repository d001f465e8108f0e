import { describe, expect, it } from 'vitest';
import { contentKindOfPath } from './content-kind.ts';

describe('the kind of a content address', () => {
  it('reads pages, news and landings from the address and from its data request', () => {
    expect(['/admin/pages', '/admin/pages/new', '/admin/pages.data', '/admin/pages/3.data'].map(contentKindOfPath)).toEqual(['page', 'page', 'page', 'page']);
    expect(['/admin/news', '/admin/news.data', '/admin/news/12', '/admin/news/new.data'].map(contentKindOfPath)).toEqual(['news', 'news', 'news', 'news']);
    expect(['/admin/landings', '/admin/landings.data', '/admin/Landings/4'].map(contentKindOfPath)).toEqual(['landing', 'landing', 'landing']);
  });
});
