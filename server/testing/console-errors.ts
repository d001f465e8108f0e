import { afterEach, beforeEach } from 'vitest';

// Every test fails on a console.error it did not expect, as every browser journey does
// (tests/e2e/fixtures.ts): React's warnings, a failed render or a swallowed rejection surface there.
// The shop logs through pino to stdout, so its own error logs are not console errors.
const original = console.error;
let unexpected: string[] = [];
let expected: RegExp[] = [];

/** Lets the running test print console errors matching `pattern`: a failure it provokes on purpose. */
export function allowConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

beforeEach(() => {
  unexpected = [];
  expected = [];
  console.error = (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : String(arg))).join(' ');
    if (!expected.some((pattern) => pattern.test(text))) unexpected.push(text);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (unexpected.length > 0) throw new Error(`Unexpected console.error:\n${unexpected.join('\n---\n')}`);
});
