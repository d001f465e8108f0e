// The back office's rich-text editor (TipTap), a client module: React Router leaves it out of the
// server's build, so TipTap and ProseMirror are not loaded in every server process. The field
// around it (label, posted value) is rich-text-editor.tsx.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Only what the sanitiser keeps: no code, no pictures, headings from h2 (the page's title is the h1). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    // A link stays in the tab unless the editor says otherwise; the sanitiser adds rel to a new tab.
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
  }),
];

const toolButtonClass =
  'min-h-11 rounded border border-stone-400 bg-white px-2 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-600 aria-pressed:bg-stone-800 aria-pressed:text-white md:min-h-9';

/**
 * The editor and its toolbar, in the browser only (rich-text-editor.tsx): what it holds goes to
 * `onChange` as HTML.
 */
export function RichTextEditing({
  id,
  label,
  labelId,
  defaultValue,
  describedBy,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  labelId: string;
  defaultValue: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions,
    content: defaultValue,
    // Made after the first render, so that it matches the box rich-text-editor.tsx rendered.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text min-h-40 rounded-b border border-stone-400 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-amber-600',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <>
      {editor && <Toolbar editor={editor} label={t('adminContent.editor.toolbar', { label })} />}
      <EditorContent editor={editor} />
    </>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const linkFieldId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles = [
    ['bold', () => chain().toggleBold().run()],
    ['italic', () => chain().toggleItalic().run()],
    ['heading2', () => chain().toggleHeading({ level: 2 }).run()],
    ['heading3', () => chain().toggleHeading({ level: 3 }).run()],
    ['bulletList', () => chain().toggleBulletList().run()],
    ['orderedList', () => chain().toggleOrderedList().run()],
    ['blockquote', () => chain().toggleBlockquote().run()],
  ] as const;
  const applyLink = () => {
    const address = href.trim();
    if (address) chain().extendMarkRange('link').setLink({ href: address }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 rounded-t border border-b-0 border-stone-400 bg-stone-50 p-1">
      {toggles.map(([key, run]) => (
        <button key={key} type="button" className={toolButtonClass} aria-pressed={state[key]} onClick={run}>
          {t(`adminContent.editor.${key}`)}
        </button>
      ))}
      <button
        type="button"
        className={toolButtonClass}
        aria-pressed={state.link}
        aria-expanded={linkOpen}
        onClick={() => {
          setHref(String(editor.getAttributes('link').href ?? ''));
          setLinkOpen((open) => !open);
        }}
      >
        {t('adminContent.editor.link')}
      </button>
      <button type="button" className={toolButtonClass} onClick={() => chain().setHorizontalRule().run()}>
        {t('adminContent.editor.rule')}
      </button>
      <button type="button" className={toolButtonClass} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        {t('adminContent.editor.undo')}
      </button>
      <button type="button" className={toolButtonClass} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        {t('adminContent.editor.redo')}
      </button>
      {linkOpen && (
        <div className="flex w-full flex-wrap items-center gap-2 pt-1">
          <label htmlFor={linkFieldId} className="text-sm font-medium">
            {t('adminContent.editor.linkPrompt')}
          </label>
          <input
            id={linkFieldId}
            type="text"
            value={href}
            // oxlint-disable-next-line jsx-a11y/no-autofocus -- the link field opens on demand and is the only thing to do in it
            autoFocus
            onChange={(event) => setHref(event.target.value)}
            // Enter applies the link here; it must not submit the page's form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinkOpen(false);
            }}
            className="min-h-11 flex-1 rounded border border-stone-400 px-2 md:min-h-9"
          />
          <button type="button" className={toolButtonClass} onClick={applyLink}>
            {t('adminContent.editor.link')}
          </button>
          {state.link && (
            <button type="button" className={toolButtonClass} onClick={() => (chain().extendMarkRange('link').unsetLink().run(), setLinkOpen(false))}>
              {t('adminContent.editor.unlink')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
