import type { Submission } from '@conform-to/react';
import { HttpError } from '../../server/http/errors.ts';

/**
 * A service's refusal as the form's answer: a field's message on that field, anything else as
 * the form's error, with the service's status. Anything that is not an HttpError is a bug: thrown on.
 */
export function refusal<T>(submission: Submission<T>, error: unknown, { hideFields }: { hideFields?: string[] } = {}) {
  if (!(error instanceof HttpError)) throw error;
  const fieldErrors = error.params ? Object.fromEntries(Object.entries(error.params)) : undefined;
  const onField = fieldErrors && Object.keys(fieldErrors).some((name) => name !== 'body');
  return {
    result: submission.reply({ ...(onField ? { fieldErrors } : { formErrors: [error.message] }), hideFields }),
    status: error.status,
    retryAfter: error.headers?.['retry-after'],
  };
}
