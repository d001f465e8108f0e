/**
 * Reads an uncompressed PDF as pdfkit writes it (`compress: false`): the text each page shows,
 * decoded through each font's ToUnicode map. Enough to check what a document says; not a
 * general PDF reader.
 */
export function pdfText(bytes: Buffer): string {
  const pdf = bytes.toString('latin1');
  const objects = new Map<string, string>();
  // The groups of these patterns are not optional: the defaults below never apply.
  for (const [, id = '', body = ''] of pdf.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(id, body);
  const reference = (body: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1];

  // Each font's glyph ids to text, from its ToUnicode ranges ("<0000> <0010> [<0000> <0420> …]").
  const maps = new Map<string, Map<number, string>>();
  const mapOf = (fontId: string) => {
    let map = maps.get(fontId);
    if (map) return map;
    map = new Map();
    const cmap = objects.get(reference(objects.get(fontId) ?? '', 'ToUnicode') ?? '') ?? '';
    for (const [, first = '', listed = ''] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
      const codes = [...listed.matchAll(/<([0-9a-f]+)>/gi)].map(([, code = '']) => String.fromCharCode(...(code.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))));
      codes.forEach((text, offset) => map!.set(parseInt(first, 16) + offset, text));
    }
    maps.set(fontId, map);
    return map;
  };

  const lines: string[] = [];
  for (const page of [...objects.values()].filter((body) => body.includes('/Type /Page\n'))) {
    const resources = objects.get(reference(page, 'Resources') ?? '') ?? '';
    const fonts = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((match) => [match[1], match[2]]));
    const content = /stream\n([\s\S]*?)\nendstream/.exec(objects.get(reference(page, 'Contents') ?? '') ?? '')?.[1] ?? '';
    let font = '';
    // Either a font is chosen (the first group) or text is shown (the second).
    for (const [, fontName, shown = ''] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (fontName) font = fonts.get(fontName) ?? '';
      else {
        const map = mapOf(font);
        const glyphs = [...shown.matchAll(/<([0-9a-f]+)>/gi)].flatMap(([, hex = '']) => (hex.match(/.{4}/g) ?? []).map((id) => map.get(parseInt(id, 16)) ?? '\ufffd'));
        lines.push(glyphs.join(''));
      }
    }
  }
  return lines.join('\n');
}
