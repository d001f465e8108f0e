/** Text a phone could be typed as: digits with +, spaces, dashes, dots or brackets. */
const phoneLike = /^[\d\s+().-]+$/;

/**
 * The digits to match phones by ("050 123" finds "+380501234567"), or none: a query that is not
 * phone-like (an e-mail, a name, an order number with letters) has digits that are not a phone's,
 * and three digits are the least worth matching.
 */
export function phoneDigitsOf(query: string): string | undefined {
  if (!phoneLike.test(query)) return undefined;
  const digits = query.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}
