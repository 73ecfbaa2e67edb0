import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolButton } from '../../../ui/editor-tool-button.tsx';
import { Bold, Code2, ImagePlus, Italic, List, ListOrdered, Quote, Underline } from 'lucide-react';
import { useState } from 'react';
import { Textarea } from '../../../ui/input.tsx';
import { ImageInsertDialog } from './image-insert-dialog.tsx';

/**
 * Spec 3 §2: the rich-text editor of compose and reply (Tiptap), with a toggle to the HTML
 * source and the image insert dialog. `value` is HTML; the server sanitises what is sent.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const [source, setSource] = useState(false);
  const [html, setHtml] = useState(initialHtml);
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class:
          'prose-mail min-h-48 px-3.5 py-2.5 text-ink focus:outline-none [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-ink-muted [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = current.getHTML();
      setHtml(next);
      onChange(next);
    },
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
    }),
  });

  const toggleSource = () => {
    // Back from the source: the editor takes what was typed there.
    if (source) editor.commands.setContent(html, { emitUpdate: false });
    setSource(!source);
  };

  const insertImage = (image: { src: string; alt: string }) => {
    if (source) {
      const tag = `<img src="${image.src.replace(/"/g, '&quot;')}" alt="${image.alt.replace(/"/g, '&quot;')}">`;
      const next = `${html}<p>${tag}</p>`;
      setHtml(next);
      onChange(next);
      return;
    }
    editor.chain().focus().setImage(image).run();
  };

  const run = (command: () => boolean) => () => void command();

  return (
    <div className="rounded-xl border border-line bg-surface focus-within:ring-2 focus-within:ring-brand">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5 border-b border-line p-1"
      >
        <EditorToolButton
          label="Bold"
          pressed={marks.bold}
          disabled={source}
          onClick={run(() => editor.chain().focus().toggleBold().run())}
        >
          <Bold aria-hidden="true" className="size-4" />
        </EditorToolButton>
        <EditorToolButton
          label="Italic"
          pressed={marks.italic}
          disabled={source}
          onClick={run(() => editor.chain().focus().toggleItalic().run())}
        >
          <Italic aria-hidden="true" className="size-4" />
        </EditorToolButton>
        <EditorToolButton
          label="Underline"
          pressed={marks.underline}
          disabled={source}
          onClick={run(() => editor.chain().focus().toggleUnderline().run())}
        >
          <Underline aria-hidden="true" className="size-4" />
        </EditorToolButton>
        <EditorToolButton
          label="Bulleted list"
          pressed={marks.bullet}
          disabled={source}
          onClick={run(() => editor.chain().focus().toggleBulletList().run())}
        >
          <List aria-hidden="true" className="size-4" />
        </EditorToolButton>
        <EditorToolButton
          label="Numbered list"
          pressed={marks.ordered}
          disabled={source}
          onClick={run(() => editor.chain().focus().toggleOrderedList().run())}
        >
          <ListOrdered aria-hidden="true" className="size-4" />
        </EditorToolButton>
        <EditorToolButton
          label="Quote"
          pressed={marks.quote}
          disabled={source}
          onClick={run(() => editor.chain().focus().toggleBlockquote().run())}
        >
          <Quote aria-hidden="true" className="size-4" />
        </EditorToolButton>
        <EditorToolButton label="Insert image" onClick={() => setImageOpen(true)}>
          <ImagePlus aria-hidden="true" className="size-4" />
        </EditorToolButton>
        <EditorToolButton label="HTML source" pressed={source} onClick={toggleSource}>
          <Code2 aria-hidden="true" className="size-4" />
        </EditorToolButton>
      </div>
      {source ? (
        <Textarea
          aria-labelledby={labelledBy}
          value={html}
          spellCheck={false}
          onChange={(event) => {
            setHtml(event.target.value);
            onChange(event.target.value);
          }}
          className="min-h-48 rounded-none rounded-b-xl border-0 font-mono text-sm"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <ImageInsertDialog
        open={imageOpen}
        onClose={() => setImageOpen(false)}
        onInsert={insertImage}
      />
    </div>
  );
}
