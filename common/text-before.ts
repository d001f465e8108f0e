// Apart from text.ts, which loads zod: the browser's first script uses this.

/** The text before the first separator, all of it when there is none (`split(separator)[0]`, never missing). */
export function textBefore(text: string, separator: string | RegExp): string {
  return text.split(separator, 1)[0] ?? text;
}
