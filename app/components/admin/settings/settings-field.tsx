import { useTranslation } from 'react-i18next';
import type { StaffSettingsView } from '../../../../common/admin-settings.ts';
import { locales, type Locale } from '../../../../common/locales.ts';
import { settingsFieldKey } from '../../../../common/admin-settings.ts';
import { describedBy, FieldErrorText, fieldId, type FieldMessages } from '../field-messages.tsx';
import { adminInputClass as inputClass } from '../admin-format.ts';
import { PicturePathInput } from '../picture-path-input.tsx';
import { getPath, inputName, phoneRows, transferCurrencies, type SettingsField } from './settings-form.ts';

type Errors = FieldMessages;

const idOf = (name: string) => fieldId(name, 'settings');
const described = (name: string, errors: Errors, hintId?: string) => describedBy(idOf(name), errors?.[name], hintId);
const ErrorText = ({ name, errors }: { name: string; errors: Errors }) => <FieldErrorText id={idOf(name)} errors={errors?.[name]} />;

/** One setting: its label and hint, then an input per language side by side (or one input). */
export function SettingsFieldRow({ field, settings, errors }: { field: SettingsField; settings: StaffSettingsView; errors: Errors }) {
  const { t } = useTranslation();
  const labelKey = settingsFieldKey(field.scope === 'shop' ? `shop.${field.path}` : `site.uk.${field.path}`);
  const labelId = `${idOf(inputName(field, 'uk'))}-label`;
  const hintId = 'hint' in field && field.hint ? `${labelId}-hint` : undefined;
  const head = (
    <div>
      <span id={labelId} className="font-medium">
        {t(labelKey)}
      </span>
      {hintId && (
        <p id={hintId} className="text-sm text-stone-700">
          {t(labelKey.replace('.fields.', '.hints.'), { placeholder: '{year}' })}
        </p>
      )}
    </div>
  );

  if (field.scope !== 'language') {
    const name = inputName(field);
    const current = getPath(field.scope === 'shop' ? settings.shop : settings.site.uk, field.path);
    return (
      <div className="grid gap-2 md:grid-cols-[12rem_1fr]">
        {head}
        <div>
          <PlainInput field={field} fieldLabel={t(labelKey)} name={name} current={current} labelledBy={labelId} errors={errors} hintId={hintId} />
          <ErrorText name={name} errors={errors} />
        </div>
      </div>
    );
  }

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2 md:grid-cols-[12rem_1fr_1fr]">
      {head}
      {locales.map((locale) => {
        const name = inputName(field, locale);
        const languageId = `${idOf(name)}-language`;
        const current = getPath(settings.site[locale], field.path);
        return (
          <div key={locale}>
            <span id={languageId} className="mb-1 block text-sm text-stone-700">
              {t(`adminSettings.languages.${locale}`)}
            </span>
            <LanguageInput
              field={field}
              fieldLabel={t('adminSettings.inLanguage', { label: t(labelKey), language: t(`adminSettings.languages.${locale}`) })}
              name={name}
              locale={locale}
              current={current}
              settings={settings}
              labelledBy={`${labelId} ${languageId}`}
              errors={errors}
              hintId={hintId}
            />
          </div>
        );
      })}
    </div>
  );
}

interface InputProps {
  /** The setting's name (and language) in words, for the labels a field adds of its own. */
  fieldLabel: string;
  field: SettingsField;
  name: string;
  current: unknown;
  labelledBy: string;
  errors: Errors;
  hintId?: string;
}

function PlainInput({ field, fieldLabel, name, current, labelledBy, errors, hintId }: InputProps) {
  const { t } = useTranslation();
  const common = { id: idOf(name), name, 'aria-labelledby': labelledBy, ...described(name, errors, hintId) };
  switch (field.kind) {
    case 'checkbox':
      return (
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" defaultChecked={current === true} className="size-5" {...common} aria-labelledby={`${labelledBy} ${common.id}-on`} />
          <span id={`${common.id}-on`}>{t('adminSettings.on')}</span>
        </label>
      );
    case 'yesno':
      return (
        <select defaultValue={current === 'yes' ? 'yes' : 'no'} className={inputClass} {...common}>
          <option value="no">{t('adminSettings.no')}</option>
          <option value="yes">{t('adminSettings.yes')}</option>
        </select>
      );
    case 'textarea':
      return <textarea defaultValue={typeof current === 'string' ? current : ''} rows={4} className={inputClass} {...common} />;
    case 'picture':
      return <PicturePathInput fieldLabel={fieldLabel} defaultValue={typeof current === 'string' ? current : ''} className={inputClass} inputProps={common} />;
    default:
      return (
        <input
          type="text"
          inputMode={field.kind === 'number' ? 'decimal' : field.kind === 'email' ? 'email' : undefined}
          defaultValue={current === undefined || current === null ? '' : String(current)}
          className={inputClass}
          {...common}
        />
      );
  }
}

/** A language's input: a plain one, or the rows of phones, links by type, or currencies. */
function LanguageInput(props: InputProps & { locale: Locale; settings: StaffSettingsView }) {
  const { t } = useTranslation();
  const { field, name, current, labelledBy, errors, settings } = props;
  if (field.kind === 'phones') {
    const phones = (current as { number: string; label: string }[] | undefined) ?? [];
    return (
      <ol className="space-y-2">
        {Array.from({ length: phoneRows(settings) }, (_, row) => (
          <li key={row} className="grid grid-cols-2 gap-2">
            {(['number', 'label'] as const).map((part) => {
              const partName = `${name}.${row}.${part}`;
              return (
                <div key={part}>
                  <input
                    type="text"
                    id={idOf(partName)}
                    name={partName}
                    defaultValue={phones[row]?.[part] ?? ''}
                    inputMode={part === 'number' ? 'tel' : undefined}
                    aria-label={t(`adminSettings.phone.${part}`, { row: row + 1, language: t(`adminSettings.languages.${props.locale}`) })}
                    className={inputClass}
                    {...described(partName, errors)}
                  />
                  <ErrorText name={partName} errors={errors} />
                </div>
              );
            })}
          </li>
        ))}
      </ol>
    );
  }
  if (field.kind === 'typedLinks') {
    const links = (current as { type: string; link: string }[] | undefined) ?? [];
    return (
      <div className="space-y-2">
        {field.types.map((type) => {
          const typeName = `${name}.${type}`;
          return (
            <div key={type}>
              <label htmlFor={idOf(typeName)} className="block text-sm">
                {t(`adminSettings.linkTypes.${type}`)}
              </label>
              <input
                type="text"
                inputMode="url"
                id={idOf(typeName)}
                name={typeName}
                aria-label={t('adminSettings.inLanguage', { label: t(`adminSettings.linkTypes.${type}`), language: t(`adminSettings.languages.${props.locale}`) })}
                defaultValue={links.find((link) => link.type === type)?.link ?? ''}
                className={inputClass}
                {...described(typeName, errors)}
              />
              <ErrorText name={typeName} errors={errors} />
            </div>
          );
        })}
      </div>
    );
  }
  if (field.kind === 'currencies') {
    const chosen = (current as string[] | undefined) ?? [];
    return (
      <div className="flex gap-4" role="group" aria-labelledby={labelledBy}>
        {transferCurrencies.map((code) => {
          const codeName = `${name}.${code}`;
          return (
            <label key={code} className="inline-flex min-h-11 items-center gap-2">
              {/* The group's one message (held by the first box's name) describes every box. */}
              <input type="checkbox" name={codeName} id={idOf(codeName)} defaultChecked={chosen.includes(code)} className="size-5" {...described(`${name}.${transferCurrencies[0]}`, errors)} />
              {code}
            </label>
          );
        })}
        <ErrorText name={`${name}.${transferCurrencies[0]}`} errors={errors} />
      </div>
    );
  }
  return (
    <>
      <PlainInput {...props} />
      <ErrorText name={name} errors={errors} />
    </>
  );
}
