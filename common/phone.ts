/** Ukrainian numbers: +380 and a nine-digit national number of a mobile or fixed-line range. */
const ukrainianNumber = /^(?:39|50|6[36-8]|7[1-3]|9[1-9]|3[1-8]|4[13-8]|5[1-7]|6[12459])\d{7}$/;

/**
 * A Ukrainian phone number as +380XXXXXXXXX, from the ways people type it ("067 123 45 67",
 * "(067) 123-45-67", "380671234567", "+38 067 123 45 67"); null when it is not one.
 */
export function normalizeUkrainianPhone(typed: string): string | null {
  const digits = typed.replace(/[\s()+.-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith('380') ? digits.slice(3) : digits.startsWith('0') ? digits.slice(1) : digits.length === 9 ? digits : null;
  return national !== null && ukrainianNumber.test(national) ? `+380${national}` : null;
}

/** An international number in E.164 (+ and 8 to 15 digits), from a typed one with spaces or dashes. */
export function normalizeInternationalPhone(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{7,14}$/.test(withPlus) ? withPlus : null;
}
