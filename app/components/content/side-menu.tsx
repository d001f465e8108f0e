import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Menu } from '../../../common/menu.ts';
import { neutralPath } from '../../../common/paths.ts';
import { LocalizedLink } from '../../lib/links.tsx';

/** The text pages' side menu (menu 53): a list on wide screens, a collapsible section on mobile. */
export function SideMenu({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const current = neutralPath(useLocation().pathname);
  const links = (
    <ul className="flex flex-col gap-1">
      {menu.items.map((item) => (
        <li key={item.id}>
          <LocalizedLink
            to={item.url}
            aria-current={item.url === current ? 'page' : undefined}
            className="block rounded px-3 py-2 hover:bg-sand aria-[current=page]:bg-olive-800 aria-[current=page]:font-semibold aria-[current=page]:text-white"
          >
            {item.name}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={menu.name || t('textPage.sections')}>
      <details className="rounded-lg border border-line lg:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">{t('textPage.toggleSections')}</summary>
        <div className="px-2 pb-2">{links}</div>
      </details>
      <div className="hidden lg:block">{links}</div>
    </nav>
  );
}
