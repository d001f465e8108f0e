import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffMenu, StaffMenuItem } from '../../../../common/admin-menus.ts';
import type { Locale } from '../../../../common/locales.ts';
import { maxMenuDepth } from '../../../../common/menu.ts';
import type { OrderNode } from '../../../../common/menu-tree.ts';
import { buttonClass } from '../admin-format.ts';
import { SortableTree, treeDeleteLinkClass, treeLinkClass } from '../sortable-tree.tsx';
import { menusHref } from './menus-href.ts';

/** A menu's items as a sortable tree, each with its link and its edit, add and delete links. */
export function MenuTree({ menu, locale }: { menu: StaffMenu; locale: Locale }) {
  const { t } = useTranslation();
  const other: Locale = locale === 'uk' ? 'en' : 'uk';
  const orderForm = useCallback((order: OrderNode[]) => ({ fields: { menu_id: String(menu.id), tree: JSON.stringify(order) }, action: '/admin/menus' }), [menu.id]);
  return (
    <>
      <p className="mb-3">
        <Link to={menusHref(menu.id, { add: 'top' })} className={buttonClass}>
          {t('adminMenus.addTop')}
        </Link>
      </p>
      <SortableTree<StaffMenuItem>
        tree={menu.items}
        maxDepth={maxMenuDepth}
        id={`menu-${menu.id}`}
        messages="adminMenus"
        nameOf={(item) => item.name[locale]}
        orderForm={orderForm}
        empty={<p>{t('adminMenus.empty')}</p>}
        details={(item) => (
          <>
            <p className="font-semibold break-words">
              <span data-name="">{item.name[locale]}</span> <span className="font-normal text-stone-700">· <span lang={other}>{item.name[other]}</span></span>
            </p>
            <p className="text-sm break-all text-stone-700">{item.url}</p>
          </>
        )}
        links={(item, level) => (
          <>
            <Link to={menusHref(menu.id, { edit: item.id })} data-edit="" aria-label={t('adminMenus.edit', { name: item.name[locale] })} className={treeLinkClass}>
              {t('adminMenus.editShort')}
            </Link>
            {level < maxMenuDepth ? (
              <Link to={menusHref(menu.id, { add: item.id })} aria-label={t('adminMenus.addChild', { name: item.name[locale] })} className={treeLinkClass}>
                {t('adminMenus.addChildShort')}
              </Link>
            ) : null}
            <Link to={menusHref(menu.id, { delete: item.id })} aria-label={t('adminMenus.delete', { name: item.name[locale] })} className={treeDeleteLinkClass}>
              {t('adminMenus.deleteShort')}
            </Link>
          </>
        )}
      />
    </>
  );
}
