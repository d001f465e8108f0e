import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { menuNameMaxLength, menuUrlMaxLength, type MenuLinkChoice, type MenuLinkChoices, type StaffMenu, type StaffMenuItem } from '../../../../common/admin-menus.ts';
import type { Locale } from '../../../../common/locales.ts';
import { findInTree } from '../../../../common/menu-tree.ts';
import { buttonClass, secondaryButtonClass } from '../admin-format.ts';
import { menusHref, type MenuActionAnswer } from './menus-href.ts';

/** The form open beside the menu: a new item (at the top or under an item), an item's edit, or a deletion to confirm. */
export type MenuPanel = { kind: 'add'; parentId: number | null } | { kind: 'edit'; id: number } | { kind: 'delete'; id: number };

const inputClass = 'block min-h-11 w-full rounded border border-stone-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700';
const dangerButtonClass =
  'inline-flex min-h-11 items-center rounded border border-red-800 bg-red-800 px-4 font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 md:min-h-9';

const fieldId = (name: string) => `menu-item-${name.replace('.', '-')}`;

/** The ids a field's hint and errors have, for its aria-describedby. */
function describedBy(name: string, errors: Record<string, string[]> | undefined, hint = false): string | undefined {
  return [hint ? fieldId(`${name}-hint`) : null, errors?.[name] ? fieldId(`${name}-error`) : null].filter(Boolean).join(' ') || undefined;
}

function FieldError({ name, errors }: { name: string; errors: Record<string, string[]> | undefined }) {
  if (!errors?.[name]) return null;
  return (
    <p id={fieldId(`${name}-error`)} className="mt-1 text-sm text-red-800">
      {errors[name].join(' ')}
    </p>
  );
}

function NameField({ locale, label, defaultValue, errors }: { locale: Locale; label: string; defaultValue: string; errors: Record<string, string[]> | undefined }) {
  const name = `name.${locale}`;
  return (
    <div>
      <label htmlFor={fieldId(name)} className="mb-1 block font-medium">
        {label}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        lang={locale}
        defaultValue={defaultValue}
        required
        maxLength={menuNameMaxLength}
        autoComplete="off"
        className={inputClass}
        aria-invalid={errors?.[name] ? true : undefined}
        aria-describedby={describedBy(name, errors)}
      />
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/** A category or page to pick, which fills the address; or any address typed by hand. */
function LinkField({ links, locale, defaultUrl, errors }: { links: MenuLinkChoices; locale: Locale; defaultUrl: string; errors: Record<string, string[]> | undefined }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(defaultUrl);
  const choices = [...links.categories, ...links.pages];
  const picked = choices.find((choice) => choice.url === url.trim())?.url ?? '';
  const option = (choice: MenuLinkChoice) => (
    <option key={`${choice.kind}-${choice.id}`} value={choice.url}>
      {`${'\u2003'.repeat(choice.depth - 1)}${choice.name[locale]} (${choice.url})`}
    </option>
  );
  return (
    <>
      <div>
        <label htmlFor={fieldId('link')} className="mb-1 block font-medium">
          {t('adminMenus.form.link')}
        </label>
        <select id={fieldId('link')} name="link" value={picked} onChange={(event) => event.target.value && setUrl(event.target.value)} className={inputClass}>
          <option value="">{t('adminMenus.form.ownUrl')}</option>
          <optgroup label={t('adminMenus.form.categories')}>{links.categories.map(option)}</optgroup>
          <optgroup label={t('adminMenus.form.pages')}>{links.pages.map(option)}</optgroup>
        </select>
      </div>
      <div>
        <label htmlFor={fieldId('url')} className="mb-1 block font-medium">
          {t('adminMenus.form.url')}
        </label>
        <p id={fieldId('url-hint')} className="mb-1 text-sm text-stone-700">
          {t('adminMenus.form.urlHint')}
        </p>
        <input
          id={fieldId('url')}
          name="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          maxLength={menuUrlMaxLength}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          className={`${inputClass} font-mono`}
          aria-invalid={errors?.url ? true : undefined}
          aria-describedby={describedBy('url', errors, true)}
        />
        <FieldError name="url" errors={errors} />
      </div>
    </>
  );
}

function countAll(items: StaffMenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countAll(item.children), 0);
}

/**
 * Adds, edits or deletes one item of the menu. Its heading takes the focus when it opens, so a
 * keyboard or screen reader user lands on the form the link opened.
 */
export function MenuItemPanel({ panel, menu, links, locale, answer }: { panel: MenuPanel; menu: StaffMenu; links: MenuLinkChoices; locale: Locale; answer: MenuActionAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const target = panel.kind === 'add' ? (panel.parentId === null ? null : findInTree(menu.items, panel.parentId)?.node) : findInTree(menu.items, panel.id)?.node;
  // An address naming an item this menu no longer has (deleted meanwhile) opens nothing.
  if (target === undefined) return null;
  const errors = answer && answer.intent !== 'order' ? answer.errors : undefined;
  const close = menusHref(menu.id);
  const title =
    panel.kind === 'add'
      ? target
        ? t('adminMenus.form.addChildTitle', { name: target.name[locale] })
        : t('adminMenus.form.addTitle', { menu: menu.name[locale] })
      : panel.kind === 'edit'
        ? t('adminMenus.form.editTitle', { name: target!.name[locale] })
        : t('adminMenus.deleteTitle', { name: target!.name[locale] });

  return (
    <section aria-labelledby="menu-item-panel" className="space-y-4 rounded border border-stone-300 bg-white p-4 xl:sticky xl:top-4">
      <h2 id="menu-item-panel" ref={heading} tabIndex={-1} className="text-lg font-semibold break-words focus-visible:outline-2 focus-visible:outline-amber-600">
        {title}
      </h2>
      {panel.kind === 'delete' ? (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="menu_id" value={menu.id} />
          <input type="hidden" name="id" value={target!.id} />
          <p>{target!.children.length > 0 ? t('adminMenus.deleteChildren', { count: countAll(target!.children) }) : t('adminMenus.deleteAlone')}</p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={dangerButtonClass}>
              {t('adminMenus.deleteConfirm')}
            </button>
            <Link to={close} className={secondaryButtonClass}>
              {t('adminMenus.form.close')}
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value={panel.kind === 'add' ? 'create' : 'update'} />
          <input type="hidden" name="menu_id" value={menu.id} />
          {panel.kind === 'add' ? <input type="hidden" name="parent_id" value={panel.parentId ?? ''} /> : <input type="hidden" name="id" value={panel.id} />}
          {errors?.parent_id && (
            <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
              {errors.parent_id.join(' ')}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <NameField locale="uk" label={t('adminMenus.form.nameUk')} defaultValue={panel.kind === 'edit' ? target!.name.uk : ''} errors={errors} />
            <NameField locale="en" label={t('adminMenus.form.nameEn')} defaultValue={panel.kind === 'edit' ? target!.name.en : ''} errors={errors} />
          </div>
          <LinkField links={links} locale={locale} defaultUrl={panel.kind === 'edit' ? target!.url : ''} errors={errors} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={buttonClass}>
              {panel.kind === 'add' ? t('adminMenus.form.create') : t('adminMenus.form.save')}
            </button>
            <Link to={close} className={secondaryButtonClass}>
              {t('adminMenus.form.close')}
            </Link>
          </div>
        </Form>
      )}
    </section>
  );
}
