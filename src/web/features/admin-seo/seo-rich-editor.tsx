import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolButton } from '../../ui/editor-tool-button.tsx';
import { clsx } from 'clsx';
import {
  Bold,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Strikethrough,
  Underline,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Textarea } from '../../ui/input.tsx';
import { ImageInsertDialog } from '../admin/inbox/image-insert-dialog.tsx';
import { LinkDialog } from './link-dialog.tsx';
import { markdownToHtml } from './markdown-to-html.ts';
import { FONT_SIZES_PX, TextStyle } from './text-style-mark.ts';

const SMALL_SELECT =
  'h-10 rounded-lg border border-line bg-surface px-2 text-sm text-ink focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none';

/**
 * The SEO editor's rich content (spec 3 §2): Tiptap with a Visual/HTML toggle, headings 1–6,
 * sizes 10–48 px offered as 1–7, a colour picker, the link and image dialogs. Going to Visual
 * from plain text converts markdown-like text to HTML. The server sanitises what is saved.
 */
export function SeoRichEditor({
  value,
  onChange,
  labelledBy,
}: {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const id = useId();
  const [mode, setMode] = useState<'visual' | 'html'>('visual');
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [colour, setColour] = useState('#1f2937');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false },
        heading: { levels: [1, 2, 3, 4, 5, 6] },
      }),
      Image,
      TextStyle,
    ],
    content: markdownToHtml(value),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class:
          'min-h-64 px-3.5 py-2.5 text-ink focus:outline-none [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:text-lg [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:text-sm [&_h6]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      heading:
        ([1, 2, 3, 4, 5, 6] as const).find((level) => current.isActive('heading', { level })) ?? 0,
      fontSize: (current.getAttributes('textStyle').fontSize as string | undefined) ?? '',
    }),
  });

  // The editor follows a value set from outside (a template, the AI) when it differs.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (mode === 'visual' && editor.getHTML() !== value) {
      editor.commands.setContent(markdownToHtml(value), { emitUpdate: false });
    }
  }

  const switchTo = (next: 'visual' | 'html') => {
    if (next === mode) return;
    if (next === 'visual') {
      const html = markdownToHtml(value);
      editor.commands.setContent(html, { emitUpdate: false });
      if (html !== value) onChange(html);
    }
    setMode(next);
  };

  const chain = () => editor.chain().focus();
  const selectedText = () => {
    const { from, to } = editor.state.selection;
    return editor.state.doc.textBetween(from, to, ' ');
  };

  return (
    <div className="rounded-xl border border-line bg-surface focus-within:ring-2 focus-within:ring-brand">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line p-1">
        <div role="group" aria-label="Editor mode" className="flex gap-1">
          {(['visual', 'html'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => switchTo(option)}
              className={clsx(
                'h-9 rounded-lg px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                mode === option ? 'bg-brand text-on-brand' : 'text-ink hover:bg-surface-muted',
              )}
            >
              {option === 'visual' ? 'Visual' : 'HTML'}
            </button>
          ))}
        </div>
      </div>
      {mode === 'visual' ? (
        <div
          role="toolbar"
          aria-label="Formatting"
          className="flex flex-wrap items-center gap-1 border-b border-line p-1"
        >
          <label htmlFor={`${id}-block`} className="sr-only">
            Text style
          </label>
          <select
            id={`${id}-block`}
            className={SMALL_SELECT}
            value={state.heading}
            onChange={(event) => {
              const level = Number(event.target.value) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
              if (level === 0) chain().setParagraph().run();
              else chain().setHeading({ level }).run();
            }}
          >
            <option value={0}>Paragraph</option>
            {[1, 2, 3, 4, 5, 6].map((level) => (
              <option key={level} value={level}>
                Heading {level}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-size`} className="sr-only">
            Font size
          </label>
          <select
            id={`${id}-size`}
            className={SMALL_SELECT}
            value={state.fontSize}
            onChange={(event) => {
              const size = event.target.value;
              chain()
                .setMark('textStyle', { fontSize: size || null })
                .run();
            }}
          >
            <option value="">Size</option>
            {FONT_SIZES_PX.map((px, index) => (
              <option key={px} value={`${px}px`}>
                {index + 1} ({px} px)
              </option>
            ))}
          </select>
          <label
            htmlFor={`${id}-colour`}
            className="inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm text-ink hover:bg-surface-muted"
          >
            <span>Colour</span>
            <input
              id={`${id}-colour`}
              type="color"
              value={colour}
              onChange={(event) => {
                setColour(event.target.value);
                chain().setMark('textStyle', { color: event.target.value }).run();
              }}
              className="size-6 cursor-pointer rounded border border-line bg-transparent"
            />
          </label>
          <EditorToolButton
            label="Bold"
            pressed={state.bold}
            onClick={() => chain().toggleBold().run()}
          >
            <Bold aria-hidden="true" className="size-4" />
          </EditorToolButton>
          <EditorToolButton
            label="Italic"
            pressed={state.italic}
            onClick={() => chain().toggleItalic().run()}
          >
            <Italic aria-hidden="true" className="size-4" />
          </EditorToolButton>
          <EditorToolButton
            label="Underline"
            pressed={state.underline}
            onClick={() => chain().toggleUnderline().run()}
          >
            <Underline aria-hidden="true" className="size-4" />
          </EditorToolButton>
          <EditorToolButton
            label="Strikethrough"
            pressed={state.strike}
            onClick={() => chain().toggleStrike().run()}
          >
            <Strikethrough aria-hidden="true" className="size-4" />
          </EditorToolButton>
          <EditorToolButton
            label="Bulleted list"
            pressed={state.bullet}
            onClick={() => chain().toggleBulletList().run()}
          >
            <List aria-hidden="true" className="size-4" />
          </EditorToolButton>
          <EditorToolButton
            label="Numbered list"
            pressed={state.ordered}
            onClick={() => chain().toggleOrderedList().run()}
          >
            <ListOrdered aria-hidden="true" className="size-4" />
          </EditorToolButton>
          <EditorToolButton
            label="Quote"
            pressed={state.quote}
            onClick={() => chain().toggleBlockquote().run()}
          >
            <Quote aria-hidden="true" className="size-4" />
          </EditorToolButton>
          <EditorToolButton
            label="Insert link"
            pressed={state.link}
            onClick={() => setLinkOpen(true)}
          >
            <Link2 aria-hidden="true" className="size-4" />
          </EditorToolButton>
          <EditorToolButton label="Insert image" onClick={() => setImageOpen(true)}>
            <ImagePlus aria-hidden="true" className="size-4" />
          </EditorToolButton>
        </div>
      ) : null}
      {mode === 'html' ? (
        <Textarea
          aria-labelledby={labelledBy}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-64 rounded-none rounded-b-xl border-0 font-mono text-sm"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <LinkDialog
        open={linkOpen}
        initialText={linkOpen ? selectedText() : ''}
        onClose={() => setLinkOpen(false)}
        onInsert={({ text, href }) => {
          if (mode === 'html') {
            onChange(
              `${value}<p><a href="${href.replace(/"/g, '&quot;')}">${text.replace(/</g, '&lt;')}</a></p>`,
            );
            return;
          }
          chain()
            .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
            .run();
        }}
      />
      <ImageInsertDialog
        open={imageOpen}
        onClose={() => setImageOpen(false)}
        onInsert={(image) => {
          if (mode === 'html') {
            onChange(
              `${value}<p><img src="${image.src.replace(/"/g, '&quot;')}" alt="${image.alt.replace(/"/g, '&quot;')}"></p>`,
            );
            return;
          }
          chain().setImage(image).run();
        }}
      />
    </div>
  );
}
