import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../common/menu.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { ArrowRightIcon } from '../ui/icons.tsx';
import { useIsCurrent } from './shop-data.ts';

/** The catalogue's full-width panel: the section link, its subsections and their children. */
export function MegaPanel({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const isCurrent = useIsCurrent();
  return (
    <div className="container-page grid grid-cols-[13rem_1fr] gap-8 py-7 xl:grid-cols-[16rem_1fr]">
      <div className="border-r border-line pr-6">
        <p className="text-xl font-bold text-olive-800">{item.name}</p>
        <LocalizedLink
          to={item.url}
          aria-current={isCurrent(item.url) ? 'page' : undefined}
          className="mt-4 inline-flex min-h-10 items-center gap-2 rounded bg-olive-800 px-4 text-sm font-semibold text-white hover:bg-olive-700"
        >
          {t('menu.showAll')}
          <ArrowRightIcon size={16} />
        </LocalizedLink>
      </div>
      <ul className="grid grid-cols-3 content-start gap-x-8 gap-y-6 xl:grid-cols-4">
        {item.children.map((child) => (
          <li key={child.id}>
            <LocalizedLink
              to={child.url}
              aria-current={isCurrent(child.url) ? 'page' : undefined}
              className="font-semibold text-ink hover:text-olive-600 hover:underline aria-[current=page]:text-olive-600"
            >
              {child.name}
            </LocalizedLink>
            {child.children.length > 0 && (
              <ul className="mt-2 space-y-1.5 border-l-2 border-coyote-light pl-3">
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <LocalizedLink
                      to={grandchild.url}
                      aria-current={isCurrent(grandchild.url) ? 'page' : undefined}
                      className="text-sm text-muted hover:text-olive-800 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-olive-800"
                    >
                      {grandchild.name}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The top bar's small list: the item itself, its children and grandchildren. */
export function DropdownPanel({ item }: { item: MenuItem }) {
  const isCurrent = useIsCurrent();
  const link = 'block px-4 py-2 text-sm hover:bg-sand hover:text-olive-800 aria-[current=page]:font-semibold';
  return (
    <ul>
      <li>
        <LocalizedLink to={item.url} aria-current={isCurrent(item.url) ? 'page' : undefined} className={`${link} font-semibold`}>
          {item.name}
        </LocalizedLink>
      </li>
      {item.children.map((child) => (
        <li key={child.id}>
          <LocalizedLink to={child.url} aria-current={isCurrent(child.url) ? 'page' : undefined} className={link}>
            {child.name}
          </LocalizedLink>
          {child.children.length > 0 && (
            <ul className="pb-1 pl-4">
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  <LocalizedLink
                    to={grandchild.url}
                    aria-current={isCurrent(grandchild.url) ? 'page' : undefined}
                    className={`${link} text-muted`}
                  >
                    {grandchild.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
