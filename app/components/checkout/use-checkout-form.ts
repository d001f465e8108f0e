import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutSteps, type CheckoutRegion, type CheckoutStep } from '../../../common/checkout.ts';
import { displayField, orderFields, stepAfter, stepFields, stepIssues, stepOfField, type CheckoutField, type CheckoutValues } from './checkout-model.ts';

export type CheckoutErrors = Partial<Record<string, string[]>>;

const headingTarget = (step: CheckoutStep) => `step:${step}`;
const notTried: Record<CheckoutStep, boolean> = { recipient: false, delivery: false, payment: false };

/**
 * The three steps of one checkout: the values, which step is open, and the warnings. A step's
 * warnings appear once the shopper tries to go on from it and then follow the typing; the
 * server's field messages show until the field changes. A refused step focuses its first
 * invalid field; an opened step focuses its heading.
 */
export function useCheckoutForm(region: CheckoutRegion, initial: () => CheckoutValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [current, setCurrent] = useState<CheckoutStep>('recipient');
  const [tried, setTried] = useState(notTried);
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({});
  const targets = useRef(new Map<string, HTMLElement | null>());
  const pendingFocus = useRef<string | null>(null);

  // The field or heading to focus may appear only with this render (a step just opened).
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    const element = targets.current.get(wanted);
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
    if (!wanted.startsWith('step:')) element.scrollIntoView?.({ block: 'center' });
  });

  function focusSoon(target: string) {
    pendingFocus.current = target;
    const element = targets.current.get(target);
    if (element && element.isConnected && element.offsetParent !== null) {
      pendingFocus.current = null;
      element.focus();
    }
  }

  const translate = (message: string, field: string, minimum?: number, maximum?: number) =>
    t(message, { field: t(`fields.${field}`), min: minimum, max: maximum });

  const clientErrors: CheckoutErrors = {};
  for (const step of checkoutSteps) {
    if (!tried[step]) continue;
    for (const issue of stepIssues(region, step, values)) clientErrors[issue.field] = [translate(issue.message, issue.field, issue.minimum, issue.maximum)];
  }
  const errors: CheckoutErrors = { ...serverErrors, ...clientErrors };

  function firstErrorField(step: CheckoutStep, found: CheckoutErrors): string | undefined {
    return stepFields[region][step].find((field) => found[field]?.length) ?? Object.keys(found).find((field) => stepOfField(region, field) === step);
  }

  function open(step: CheckoutStep, focus: string = headingTarget(step)) {
    setCurrent(step);
    focusSoon(focus);
  }

  function dropServerError(...fields: string[]) {
    if (!fields.some((field) => serverErrors[field])) return;
    setServerErrors((known) => Object.fromEntries(Object.entries(known).filter(([field]) => !fields.includes(field))));
  }

  return {
    values,
    current,
    errors,
    /** A step before the open one: answered, shown as a summary with "Edit". */
    isDone: (step: CheckoutStep) => checkoutSteps.indexOf(step) < checkoutSteps.indexOf(current),
    set<F extends CheckoutField>(field: F, value: CheckoutValues[F]) {
      setValues((known) => ({ ...known, [field]: value }));
      dropServerError(field);
    },
    /** Several values at once (a picked city clears the branch); their server messages go. */
    setMany(patch: Partial<CheckoutValues>) {
      setValues((known) => ({ ...known, ...patch }));
      dropServerError(...Object.keys(patch));
    },
    /** A ref for the element a warning on `field` focuses (or `step:<name>` for a step's heading). */
    target(field: string) {
      return (element: HTMLElement | null) => {
        targets.current.set(field, element);
      };
    },
    headingTarget,
    /** "Next": checks the step; valid, it opens the next step that still needs something. */
    next(step: CheckoutStep) {
      setTried((known) => ({ ...known, [step]: true }));
      const issues = stepIssues(region, step, values);
      if (issues.length > 0) return focusSoon(issues[0].field);
      open(stepAfter(region, step, values));
    },
    edit(step: CheckoutStep) {
      open(step);
    },
    /** Every step checked before the order goes: the order's fields, or null with the first step to fix opened. */
    validateAll(): Record<string, unknown> | null {
      const result = orderFields(region, values);
      if (result.ok) return result.data;
      setTried((known) => ({ ...known, [result.step]: true }));
      open(result.step, stepIssues(region, result.step, values)[0]?.field);
      return null;
    },
    /**
     * The server's field messages (a 422): shown under their fields, with the step of the first
     * one opened and that field focused. Answers the messages of fields no step holds.
     */
    showServerErrors(params: Record<string, string[]>): Record<string, string[]> {
      const found: CheckoutErrors = {};
      const rest: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(params)) {
        if (stepOfField(region, field)) found[displayField(field)] = messages;
        else rest[field] = messages;
      }
      const step = checkoutSteps.find((candidate) => firstErrorField(candidate, found));
      if (step) {
        setServerErrors(found);
        open(step, firstErrorField(step, found));
      }
      return rest;
    },
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
