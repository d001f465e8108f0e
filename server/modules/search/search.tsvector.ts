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
 * Calls `found` with each lexeme of a tsvector's text output, its weights and its positions as
 * written ("1A,4", empty when it has none). Each lexeme is quoted, with quotes and backslashes
 * inside it doubled, and followed by `:` and its positions, each a number with its weight letter
 * (none for D).
 */
export function forEachLexeme(text: string, found: (lexeme: string, weights: number, positions: string) => void): void {
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
    let positions = '';
    if (text[at] === ':') {
      const end = text.indexOf(' ', at);
      positions = text.slice(at + 1, end === -1 ? text.length : end);
      weights = (positions.includes('A') ? weightBits.A : 0) | (positions.includes('B') ? weightBits.B : 0) | (positions.includes('C') ? weightBits.C : 0);
      if (/\d(,|$)/.test(positions)) weights |= weightBits.D;
      at += positions.length + 1;
    }
    found(lexeme, weights, positions);
  }
}

/** A lexeme with its positions, as ts_rank reads them. */
export interface PositionedLexeme {
  lexeme: string;
  /** Each position's number (1–16383) and its weight's index in ts_rank's weights: D 0, C 1, B 2, A 3. Empty when it has none. */
  positions: { at: number; weight: number }[];
}

const weightIndex: Record<string, number> = { A: 3, B: 2, C: 1 };

/** The lexemes of a tsvector's text output with their positions, in PostgreSQL's order (code units, shorter first). */
export function parseTsvectorPositions(text: string): PositionedLexeme[] {
  const lexemes: PositionedLexeme[] = [];
  forEachLexeme(text, (lexeme, _weights, written) => {
    const positions = written === '' ? [] : written.split(',').map((position) => ({ at: Number.parseInt(position, 10), weight: weightIndex[position.at(-1)!] ?? 0 }));
    lexemes.push({ lexeme, positions });
  });
  return lexemes.sort((a, b) => compareCodeUnits(a.lexeme, b.lexeme));
}

/** Plain code-unit order: PostgreSQL's order of lexemes (bytes of UTF-8, the same for these), and the order startsWith ranges follow (not localeCompare). */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
