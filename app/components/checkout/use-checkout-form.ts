import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutSteps, type CheckoutRegion, type CheckoutStep } from '../../../common/checkout.ts';
import { displayField, fieldsInPlay, orderFields, stepAfter, stepFields, stepIssues, stepOfField, type CheckoutField, type CheckoutValues } from './checkout-model.ts';

export type CheckoutErrors = Partial<Record<string, string[]>>;

const headingTarget = (step: CheckoutStep) => `step:${step}`;
/** Per step, the fields that were asked for when the shopper last tried to go on from it. */
type Tried = Record<CheckoutStep, ReadonlySet<string>>;
const notTried: Tried = { recipient: new Set(), delivery: new Set(), payment: new Set() };

/** What stays tried once the values change: a field a new choice no longer asks for is forgotten. */
function stillInPlay(region: CheckoutRegion, tried: Tried, values: CheckoutValues): Tried {
  const kept = { ...tried };
  for (const step of checkoutSteps) {
    const inPlay = fieldsInPlay(region, step, values);
    if ([...tried[step]].some((field) => !inPlay.has(field))) kept[step] = new Set([...tried[step]].filter((field) => inPlay.has(field)));
  }
  return kept;
}

/**
 * The three steps of one checkout: the values, which step is open, and the warnings. A field's
 * warnings appear once the shopper tries to go on from its step while the field is asked for,
 * and then follow the typing. A field that a later choice brings in (the branch, once "Nova
 * Poshta branch" is picked) or brings back is warned about only at the next try: the shopper gets
 * the chance to fill it first. The server's field messages show until the field changes. A
 * refused step focuses its first invalid field; an opened step focuses its heading.
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
    // A step not tried yet warns about nothing: checking it (a parse with its schema) would be
    // most of the steps' first render, on every page load, for nothing.
    if (tried[step].size === 0) continue;
    for (const issue of stepIssues(region, step, values)) {
      if (tried[step].has(issue.field)) clientErrors[issue.field] = [translate(issue.message, issue.field, issue.minimum, issue.maximum)];
    }
  }
  const errors: CheckoutErrors = { ...serverErrors, ...clientErrors };

  function firstErrorField(step: CheckoutStep, found: CheckoutErrors): string | undefined {
    return stepFields[region][step].find((field) => found[field]?.length) ?? Object.keys(found).find((field) => stepOfField(region, field) === step);
  }

  function open(step: CheckoutStep, focus: string = headingTarget(step)) {
    setCurrent(step);
    focusSoon(focus);
  }

  function change(patch: Partial<CheckoutValues>) {
    setValues((known) => ({ ...known, ...patch }));
    setTried((known) => stillInPlay(region, known, { ...values, ...patch }));
    dropServerError(...Object.keys(patch));
  }

  /** The step counts as tried for every field it asks for now. */
  function markTried(step: CheckoutStep) {
    setTried((known) => ({ ...known, [step]: fieldsInPlay(region, step, values) }));
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
      change({ [field]: value } as Partial<CheckoutValues>);
    },
    /** Several values at once (a picked city clears the branch); their server messages go. */
    setMany(patch: Partial<CheckoutValues>) {
      change(patch);
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
      markTried(step);
      const [issue] = stepIssues(region, step, values);
      if (issue) return focusSoon(issue.field);
      open(stepAfter(region, step, values));
    },
    edit(step: CheckoutStep) {
      open(step);
    },
    /** Every step checked before the order goes: the order's fields, or null with the first step to fix opened. */
    validateAll(): Record<string, unknown> | null {
      const result = orderFields(region, values);
      if (result.ok) return result.data;
      markTried(result.step);
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
