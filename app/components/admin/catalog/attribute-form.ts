// How the attribute editor's posted form becomes the API's attribute input: the same schema then
// judges both. Value rows left empty or ticked for deletion are left out; the rest follow their
// order numbers; `aliases` maps an error of the input's path back to the row it came from.

/** Empty value rows the editor offers below an attribute's values. */
export const spareValueRows = 3;
/** The most value rows a form may post (the schema's 500, and the spare ones). */
const maxRows = 503;

export function readAttributeForm(form: FormData): { input: unknown; aliases: Record<string, string> } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const rows = Math.min(Number(text('value_rows')) || 0, maxRows);
  const values: { row: number; place: number; value: Record<string, unknown> }[] = [];
  for (let row = 0; row < rows; row += 1) {
    const field = (name: string) => text(`values.${row}.${name}`);
    if (form.get(`values.${row}.delete`) === 'on') continue;
    if (['slug', 'hex', 'name.uk', 'name.en'].every((name) => field(name) === '')) continue;
    const id = /^\d+$/.test(field('id')) ? Number(field('id')) : undefined;
    values.push({
      row,
      place: Number(field('position')) || Number.MAX_SAFE_INTEGER,
      value: { ...(id === undefined ? {} : { id }), slug: field('slug'), hex: field('hex') === '' ? null : field('hex'), name: { uk: field('name.uk'), en: field('name.en') } },
    });
  }
  values.sort((a, b) => a.place - b.place || a.row - b.row);
  const aliases: Record<string, string> = {};
  values.forEach(({ row }, index) => {
    for (const name of ['id', 'slug', 'hex', 'name.uk', 'name.en']) aliases[`values.${index}.${name}`] = `values.${row}.${name}`;
  });
  return {
    input: {
      code: text('code'),
      type: text('type'),
      filterable: form.get('filterable') === 'on',
      name: { uk: text('name.uk'), en: text('name.en') },
      values: values.map(({ value }) => value),
    },
    aliases,
  };
}
