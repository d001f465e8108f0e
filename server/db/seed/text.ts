/** Lower-cases a leading capital of an ordinary word but leaves abbreviations ("ABS-пластик", "MOLLE") alone. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
