import { Mark, mergeAttributes } from '@tiptap/react';

/** Spec 3 §2: sizes 10/13/16/18/24/32/48 px, offered as 1–7. */
export const FONT_SIZES_PX = [10, 13, 16, 18, 24, 32, 48] as const;

/**
 * A span carrying a font size and/or a colour (the editor's size and colour pickers); the
 * server keeps exactly these two styles on a span and drops every other.
 */
export const TextStyle = Mark.create({
  name: 'textStyle',
  addAttributes() {
    return {
      fontSize: {
        default: null,
        parseHTML: (element: HTMLElement) => element.style.fontSize || null,
        renderHTML: (attributes: { fontSize?: string | null }) =>
          attributes.fontSize ? { style: `font-size: ${attributes.fontSize}` } : {},
      },
      color: {
        default: null,
        parseHTML: (element: HTMLElement) => element.style.color || null,
        renderHTML: (attributes: { color?: string | null }) =>
          attributes.color ? { style: `color: ${attributes.color}` } : {},
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span',
        getAttrs: (element) => ((element as HTMLElement).getAttribute('style') ? {} : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
});
