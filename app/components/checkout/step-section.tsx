import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutStep } from '../../../common/checkout.ts';
import type { CheckoutForm } from './use-checkout-form.ts';

/**
 * One numbered step. Open, it shows its fields; answered, a short summary with "Edit"; not
 * reached yet, only its title. The heading takes the focus when the step opens.
 */
export function StepSection({ id, form, step, index, title, summary, children }: { id: string; form: CheckoutForm; step: CheckoutStep; index: number; title: string; summary: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const open = form.current === step;
  const done = form.isDone(step);
  const headingId = `${id}-${step}-title`;
  return (
    <section aria-labelledby={headingId} data-step={step} data-state={open ? 'open' : done ? 'done' : 'later'} className={`rounded-lg border p-4 md:p-6 ${open ? 'border-olive-700 bg-white' : 'border-line bg-white'}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} ref={form.target(form.headingTarget(step))} tabIndex={-1} className={`flex items-center gap-3 text-lg font-bold ${open || done ? '' : 'text-muted'}`}>
          <span aria-hidden="true" className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm ${open ? 'bg-olive-800 text-white' : done ? 'bg-olive-100 text-olive-800' : 'bg-sand text-muted'}`}>
            {done ? '✓' : index}
          </span>
          <span>
            <span className="sr-only">{t('checkout.stepNumber', { number: index })} </span>
            {title}
          </span>
        </h2>
        {done && (
          <button
            type="button"
            onClick={() => form.edit(step)}
            aria-label={t('checkout.editStep', { step: title })}
            className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold text-olive-700 underline underline-offset-4 hover:text-ink"
          >
            {t('checkout.edit')}
          </button>
        )}
      </div>
      {done && <div className="mt-2 space-y-0.5 pl-11 text-sm text-muted">{summary}</div>}
      {open && <div className="mt-5">{children}</div>}
    </section>
  );
}

export function NextButton() {
  const { t } = useTranslation();
  return (
    <button type="submit" className="mt-6 inline-flex min-h-11 items-center justify-center rounded bg-olive-800 px-6 font-semibold text-white hover:bg-olive-700">
      {t('checkout.next')}
    </button>
  );
}
