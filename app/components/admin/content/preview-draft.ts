// The editor hands its unsaved form to the preview tab through this browser's storage: a form
// posted straight into a new tab carries `Origin: null` (the site's referrer policy is
// no-referrer), which the router refuses as a cross-site action. The preview tab takes the draft
// once and posts it itself, as a same-origin request.
const keyOf = (id: string) => `tabir.contentPreview.${id}`;

/** Stores the form's fields and answers the preview tab's address that picks them up. */
export function previewDraftAddress(fields: string[][]): string {
  const id = crypto.randomUUID();
  localStorage.setItem(keyOf(id), JSON.stringify(fields));
  return `/admin/preview?draft=${id}`;
}

/** The fields stored under the address's draft id, removed as they are read; null if none. */
export function takePreviewDraft(search: string): URLSearchParams | null {
  const id = new URLSearchParams(search).get('draft');
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const stored = localStorage.getItem(keyOf(id));
  localStorage.removeItem(keyOf(id));
  if (!stored) return null;
  try {
    const fields = JSON.parse(stored) as unknown;
    return Array.isArray(fields) ? new URLSearchParams(fields.filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2).map(([name, value]) => [String(name), String(value)])) : null;
  } catch {
    return null;
  }
}
