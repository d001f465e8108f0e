// The official Ukrainian romanisation (Cabinet of Ministers resolution No. 55, 2010).
const letters: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i',
  ї: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u',
  ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia', "'": '', '’': '', 'ʼ': '',
};
// At the start of a word these letters are written differently.
const initial: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

/** Romanises Ukrainian text keeping the letter case: "Кам'янське, вул. Щаслива" → "Kamianske, vul. Shchaslyva". */
export function romanize(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const original = text.charAt(i);
    const ch = original.toLowerCase();
    // Empty before the first letter.
    const prev = text.charAt(i - 1).toLowerCase();
    const atWordStart = i === 0 || !/[\p{L}'’ʼ]/u.test(prev);
    const wordInitial = atWordStart ? initial[ch] : undefined;
    let piece: string;
    if (wordInitial) piece = wordInitial;
    else if (ch === 'г' && prev === 'з') piece = 'gh';
    else piece = letters[ch] ?? original;
    out += original !== ch && piece ? piece.charAt(0).toUpperCase() + piece.slice(1) : piece;
  }
  return out;
}

export function transliterate(text: string): string {
  return romanize(text).toLowerCase();
}

/** A URL slug from a Ukrainian name: "Намет «Трамп 2»" → "namet-tramp-2". */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
