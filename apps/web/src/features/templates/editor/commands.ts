import { type Editor, getHTMLFromFragment, type JSONContent } from '@tiptap/core';
import { Fragment } from '@tiptap/pm/model';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { type ChipCatalogue, segmentsOf, withChips, withPlaceholders } from './placeholders';

/**
 * The body to store: one line per top-level block (a paragraph, a heading, a list, a table), so
 * the line the server's check names is the block to look at.
 */
export function bodyOf(editor: Editor): string {
  const lines: string[] = [];
  editor.state.doc.forEach((block) => {
    lines.push(getHTMLFromFragment(Fragment.from(block), editor.schema));
  });
  return withPlaceholders(lines.join('\n'));
}

/** Shows a stored body (a template read, or the saved one again), not as a change of the person's. */
export function loadBody(editor: Editor, body: string, catalogue: ChipCatalogue): void {
  editor.commands.setContent(withChips(body, catalogue), { emitUpdate: false });
}

/** Inserts what the variable picker gives at the cursor: its variables as chips, the rest as text. */
export function insertPlaceholder(editor: Editor, placeholder: string, catalogue: ChipCatalogue): void {
  const content = segmentsOf(placeholder, catalogue).map((segment) =>
    segment.kind === 'chip'
      ? { type: 'variable', attrs: { placeholder: segment.placeholder } }
      : { type: 'text', text: segment.text },
  );
  editor.chain().focus().insertContent(content).run();
}

/** Puts the cursor at the start of the block on `line` of the body (see `bodyOf`). */
export function focusLine(editor: Editor, line: number): void {
  const { doc } = editor.state;
  let position = 0;
  for (let index = 0; index < Math.min(line, doc.childCount) - 1; index++)
    position += doc.child(index).nodeSize;
  editor
    .chain()
    .focus()
    .setTextSelection(position + 1)
    .scrollIntoView()
    .run();
}

/**
 * Inserts a block (an image, a page break) and leaves the cursor in the paragraph after it, made
 * when there is none: left selected, the block would be replaced by the next key typed.
 */
export function insertBlock(editor: Editor, block: JSONContent): void {
  editor
    .chain()
    .focus()
    .insertContent(block)
    .command(({ tr }) => {
      const { paragraph } = editor.schema.nodes;
      if (!(tr.selection instanceof NodeSelection) || !paragraph) return true;
      const after = tr.selection.to;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, paragraph.create());
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .run();
}
