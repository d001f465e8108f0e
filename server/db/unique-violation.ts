/**
 * The unique constraint a failed write ran into (SQLSTATE 23505), looking through the causes
 * drizzle wraps around the driver's error; null for any other failure. Two writers that both
 * checked a slug was free before either committed meet here: the loser gets a field error, not a 500.
 */
export function uniqueViolationOf(error: unknown): { constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : '' };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
