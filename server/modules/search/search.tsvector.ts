// Reading PostgreSQL's text form of a tsvector ("'намет':1A,4B 'tent':2A"), as the search index
// in memory loads the products' search rows.

/** Position weights as bits: a lexeme matches a query weighted A when it has the A bit. */
export const weightBits = { A: 1, B: 2, C: 4, D: 8 } as const;

/** A lexeme without positions carries no weights, and PostgreSQL matches it under any of them. */
const anyWeight = weightBits.A | weightBits.B | weightBits.C | weightBits.D;

export interface Lexeme {
  lexeme: string;
  /** The weightBits of its positions. */
  weights: number;
}

/** The lexemes of a tsvector's text output. */
export function parseTsvector(text: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  forEachLexeme(text, (lexeme, weights) => lexemes.push({ lexeme, weights }));
  return lexemes;
}

/**
 * Calls `found` with each lexeme of a tsvector's text output and its weights. Each is quoted, with
 * quotes and backslashes inside it doubled, and followed by `:` and its positions, each a number
 * with its weight letter (none for D).
 */
export function forEachLexeme(text: string, found: (lexeme: string, weights: number) => void): void {
  for (let at = text.indexOf("'"); at !== -1; at = text.indexOf("'", at)) {
    let lexeme = '';
    let from = at + 1;
    for (;;) {
      const quote = text.indexOf("'", from);
      if (quote === -1) return;
      if (text[quote + 1] === "'") {
        lexeme += text.slice(from, quote + 1);
        from = quote + 2;
        continue;
      }
      lexeme += text.slice(from, quote);
      at = quote + 1;
      break;
    }
    if (lexeme.includes('\\')) lexeme = lexeme.replaceAll('\\\\', '\\');
    let weights = anyWeight;
    if (text[at] === ':') {
      const end = text.indexOf(' ', at);
      const positions = text.slice(at + 1, end === -1 ? text.length : end);
      weights = (positions.includes('A') ? weightBits.A : 0) | (positions.includes('B') ? weightBits.B : 0) | (positions.includes('C') ? weightBits.C : 0);
      if (/\d(,|$)/.test(positions)) weights |= weightBits.D;
      at += positions.length + 1;
    }
    found(lexeme, weights);
  }
}
