// The back office's rich-text field. The editor (TipTap) is a client module
// (rich-text-editing.client.tsx) in the content editor's chunk, never in a storefront one, and not
// in the server's build: the server sends the label, the stored value and an empty box, which the
// editor fills once the page has hydrated. What it posts is the editor's HTML; the server
// sanitises it (server/modules/content/rich-text.sanitize.ts) before storing it.
import { useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { RichTextEditing } from './rich-text-editing.client.tsx';

export function RichTextEditor({
  id,
  name,
  label,
  defaultValue,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [html, setHtml] = useState(defaultValue);
  const hydrated = useHydrated();
  const labelId = `${id}-label`;
  return (
    <div>
      <span id={labelId} className="mb-1 block font-medium">
        {label}
      </span>
      <input type="hidden" name={name} value={html} />
      {hydrated ? (
        <RichTextEditing id={id} label={label} labelId={labelId} defaultValue={defaultValue} describedBy={describedBy} invalid={invalid} onChange={setHtml} />
      ) : (
        <div />
      )}
    </div>
  );
}
