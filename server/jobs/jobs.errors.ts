import { scrubText } from '../http/log-scrub.ts';

const address = /[^\s<>"'@,;:()]+@[^\s<>"'@,;:()]+\.[a-z]{2,}/gi;

/** A failure as kept on the job: its message without tokens, keys nor e-mail addresses, short. */
export function scrubbedError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return scrubText(text).replace(address, '[address]').slice(0, 1000);
}
