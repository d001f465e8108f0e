import { expect, it } from 'vitest';
import { allowConsoleError } from './console-errors.ts';

it.fails('fails a test that prints an unexpected console error', () => {
  // Printing succeeds; the guard fails the test after it.
  expect(() => console.error('an error nobody expected')).not.toThrow();
});

it('passes a test whose console error it was told to expect', () => {
  allowConsoleError(/provoked on purpose/);
  // The guard checks after the test: this one passes only if the allowance held.
  expect(() => console.error('a refusal provoked on purpose')).not.toThrow();
});
