import type { ComponentProps } from 'react';
import { FormField } from '../account/form-field.tsx';
import type { CheckoutField } from './checkout-model.ts';
import type { CheckoutForm } from './use-checkout-form.ts';

type TextField = Exclude<CheckoutField, 'policy'>;

/** A labelled text input bound to one checkout value, with its warnings and the focus of a refused step. */
export function CheckoutTextField({
  form,
  field,
  idPrefix,
  label,
  ...input
}: { form: CheckoutForm; field: TextField; idPrefix: string; label: string } & Omit<ComponentProps<'input'>, 'id' | 'ref' | 'value' | 'onChange' | 'form'>) {
  return (
    <FormField
      id={`${idPrefix}-${field}`}
      label={label}
      value={form.values[field]}
      onChange={(event) => form.set(field, event.target.value)}
      errors={form.errors[field]}
      ref={form.target(field)}
      {...input}
    />
  );
}
