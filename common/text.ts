// The one rule for control characters in text a shopper sends (zod/mini: the forms import it too).
// Such characters cannot be seen or printed, PostgreSQL refuses NUL outright, and a line break in
// a one-line field (a city, a name) breaks the order's labels, mails and exports.
import { z } from 'zod/mini';

/** Catalogue keys of the two messages: a one-line field, and a field that may keep line breaks. */
export const controlCharacterMessages = {
  singleLine: 'validations.controlCharacters',
  multiLine: 'validations.controlCharactersMultiline',
} as const;

// C0 (U+0000–U+001F, tab, CR and LF included), DEL, C1 (U+0080–U+009F, NEL U+0085 included),
// and the Unicode line and paragraph separators.
const anyControl = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
// The same without LF, and without CR where it starts a Windows line break (CR LF).
const controlButLineBreak = /[\u0000-\u0009\u000B-\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\r(?!\n)/u;

/** Whether the text holds a control character; `lineBreaks` lets LF and CR LF through. */
export function hasControlCharacters(value: string, { lineBreaks = false }: { lineBreaks?: boolean } = {}): boolean {
  return (lineBreaks ? controlButLineBreak : anyControl).test(value);
}

/**
 * Checks for one-line text (names, a city, an address, a phone, a search): no control character
 * at all. Put them first in `.check()`, before `z.trim()`, so a trailing line break is refused too.
 */
export const singleLine = z.refine<string>((value) => !hasControlCharacters(value), controlCharacterMessages.singleLine);

/** Checks for text that may run over lines (a comment, a review): LF or CR LF, stored as LF. */
export const multiLine = [
  z.refine<string>((value) => !hasControlCharacters(value, { lineBreaks: true }), controlCharacterMessages.multiLine),
  z.overwrite<string>((value) => value.replace(/\r\n/g, '\n')),
] as const;
