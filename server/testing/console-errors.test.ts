import { expect, it } from 'vitest';
import { allowConsoleError } from './console-errors.ts';

it.fails('fails a test that prints an unexpected console error', () => {
  console.error('an error nobody expected');
});

it('passes a test whose console error it was told to expect', () => {
  allowConsoleError(/provoked on purpose/);
  // The guard's check runs after the test: this test passes only if the allowance held.
  expect(() => console.error('a refusal provoked on purpose')).not.toThrow();
});
