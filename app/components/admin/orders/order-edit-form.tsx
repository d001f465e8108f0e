import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { orderEditSchema, type AdminOrderView } from '../../../../common/admin-orders.ts';

const input = 'min-h-11 w-full rounded border border-stone-400 bg-white px-2 md:min-h-9';

/** Lines and delivery point of an order before it ships (Conform with the API's zod schema). */
export function OrderEditForm({ order, lastResult }: { order: AdminOrderView; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const details = order.delivery_details as Record<string, string | undefined>;
  const [form, fields] = useForm({
    id: 'order-edit',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderEditSchema }),
    defaultValue: {
      lines: order.edit_lines.filter((line) => line.option_id !== null).map((line) => ({ option_id: String(line.option_id), count: String(line.count) })),
      delivery: { city_name: details.city_name ?? '', warehouse_name: details.warehouse_name ?? '', street: details.street ?? '', house: details.house ?? '', address: details.address ?? '' },
    },
  });
  const lines = fields.lines.getFieldList();
  const delivery = fields.delivery.getFieldset();
  const errorOf = (errors: string[] | undefined) => (errors?.length ? errors.map((error) => t(error, { defaultValue: error })).join(' ') : undefined);
  const named = order.edit_lines.filter((line) => line.option_id !== null);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="edit" />
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="text-red-800">
          {errorOf(form.errors)}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('adminOrders.edit.lines')}</legend>
        {lines.map((line, index) => {
          const set = line.getFieldset();
          const known = named[index];
          return (
            <div key={line.key} className="grid grid-cols-[1fr_6rem] gap-2 sm:grid-cols-[2fr_1fr_6rem]">
              <span className="hidden self-center text-sm sm:block">{known ? `${known.name}${known.option ? ` (${known.option})` : ''}` : '—'}</span>
              <label className="flex flex-col text-sm">
                {t('adminOrders.edit.optionId')}
                <input className={input} {...getInputProps(set.option_id, { type: 'text' })} inputMode="numeric" key={set.option_id.key} />
                {set.option_id.errors ? <span id={set.option_id.errorId} className="text-red-800">{errorOf(set.option_id.errors)}</span> : null}
              </label>
              <label className="flex flex-col text-sm">
                {t('adminOrders.edit.count')}
                <input className={input} {...getInputProps(set.count, { type: 'number' })} min={0} max={99} key={set.count.key} />
                {set.count.errors ? <span id={set.count.errorId} className="text-red-800">{errorOf(set.count.errors)}</span> : null}
              </label>
            </div>
          );
        })}
        {fields.lines.errors ? <p id={fields.lines.errorId} role="alert" className="text-red-800">{errorOf(fields.lines.errors)}</p> : null}
        <button {...form.insert.getButtonProps({ name: fields.lines.name, defaultValue: { option_id: '', count: '1' } })} className="min-h-11 self-start rounded border border-stone-400 px-3 md:min-h-9">
          {t('adminOrders.edit.addLine')}
        </button>
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{t('adminOrders.edit.delivery')}</legend>
        {(
          [
            ['city_name', 'city'],
            ['warehouse_name', 'warehouse'],
            ['street', 'street'],
            ['house', 'house'],
            ['address', 'address'],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex flex-col text-sm">
            {t(`adminOrders.edit.${label}`)}
            <input className={input} {...getInputProps(delivery[name], { type: 'text' })} key={delivery[name].key} />
          </label>
        ))}
      </fieldset>
      <button type="submit" className="min-h-11 self-start rounded bg-emerald-900 px-4 font-semibold text-white md:min-h-9">
        {t('adminOrders.edit.save')}
      </button>
    </Form>
  );
}
