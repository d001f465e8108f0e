import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { hasControlCharacters, multiLine, singleLine } from './text.ts';

const oneLine = z.string().check(singleLine, z.trim());
const lines = z.string().check(...multiLine, z.trim());

describe('control characters', () => {
  it('are every C0 and C1 character, DEL and the Unicode line and paragraph separators', () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, code) => code),
      0x7f,
      ...Array.from({ length: 0x20 }, (_, code) => 0x80 + code),
      0x2028,
      0x2029,
    ].map((code) => String.fromCodePoint(code));
    for (const character of controls) expect(hasControlCharacters(`a${character}b`), character.codePointAt(0)!.toString(16)).toBe(true);
    for (const text of ['Київ', "Мар'янчук-Коваль", 'ul. Floriańska 12/4', '№ 25 · «Захист» — 100 %', '🙂', '\u00a0\u00ad']) expect(hasControlCharacters(text), text).toBe(false);
  });

  it('a one-line field takes none, even at its ends where trimming would hide them', () => {
    for (const text of ['Київ\n', '\r\nКиїв', 'Ки\tїв', 'Ки\u0085їв']) expect(oneLine.safeParse(text).success, JSON.stringify(text)).toBe(false);
    expect(oneLine.parse('  Київ ')).toBe('Київ');
    expect(oneLine.safeParse('Ки\nїв').error?.issues[0]!.message).toBe('validations.controlCharacters');
  });

  it('a multi-line field keeps line breaks, Windows ones as LF, and takes nothing else', () => {
    expect(lines.parse('перший\r\nдругий\nтретій')).toBe('перший\nдругий\nтретій');
    for (const text of ['перший\rдругий', 'перший\tдругий', 'перший\u2028другий', 'перший\u0000']) {
      expect(lines.safeParse(text).error?.issues[0]!.message, JSON.stringify(text)).toBe('validations.controlCharactersMultiline');
    }
  });
});
