import type { TextPageView } from '../../../common/content.ts';
import { useRootData } from '../../lib/root-data.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { SideMenu } from './side-menu.tsx';

export function TextPage({ page }: { page: TextPageView }) {
  const menu = useRootData()?.menus.textPages;
  return (
    <main id="main" className="container-page grid gap-8 py-10 lg:grid-cols-[260px_1fr]">
      <aside>{menu && <SideMenu menu={menu} />}</aside>
      <article>
        <PageHeading>{page.title}</PageHeading>
        {/* Written by the shop in its own admin; trusted HTML. */}
        <div className="rich-text mt-6 max-w-3xl" dangerouslySetInnerHTML={{ __html: page.body }} />
      </article>
    </main>
  );
}
