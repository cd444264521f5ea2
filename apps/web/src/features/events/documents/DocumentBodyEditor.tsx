import { useEffect, useRef } from 'react';
import { BodyEditor, useBodyEditor } from '../../templates/editor/BodyEditor';
import { loadBody } from '../../templates/editor/commands';
import type { VariableIndex } from '../../templates/editor/variables';

/** A document's body is already rendered: nothing in it is a variable chip. */
const noChips: VariableIndex = {
  isVariable: () => false,
  isHelper: () => false,
  labelOf: (placeholder) => placeholder,
};
const nothing = () => {};

/**
 * The body of an event document in the templates' rich-text editor. It reports every change; a
 * new `revision` means the body was replaced from outside (read again, saved, reset, discarded)
 * and is shown anew — a change of the person's own is not, so the cursor stays where it is.
 */
export function DocumentBodyEditor({
  label,
  body,
  revision,
  onChange,
  pageBreak = false,
}: {
  label: string;
  body: string;
  revision: number;
  onChange: (body: string) => void;
  /** Contracts are typeset on pages: they offer the page break. */
  pageBreak?: boolean;
}) {
  const editor = useBodyEditor({ catalogue: noChips, body, onChange, onFocus: nothing });
  const shown = useRef(revision);
  useEffect(() => {
    if (revision === shown.current) return;
    shown.current = revision;
    loadBody(editor, body, noChips);
  }, [editor, revision, body]);
  return <BodyEditor editor={editor} catalogue={noChips} label={label} pageBreak={pageBreak} />;
}
