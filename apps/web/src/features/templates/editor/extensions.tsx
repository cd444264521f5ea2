import { Badge, Divider } from '@mantine/core';
import { Link } from '@mantine/tiptap';
import { type Extensions, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { createContext, useContext } from 'react';
import { type ChipCatalogue, isChip } from './placeholders';

/** What the chips and page breaks say in the editor, in the reader's language. */
export interface EditorWords {
  chipLabel: (placeholder: string) => string;
  pageBreak: string;
}
export const EditorWordsContext = createContext<EditorWords>({
  chipLabel: (placeholder) => placeholder,
  pageBreak: '',
});

function ChipView({ node, selected }: ReactNodeViewProps) {
  const { chipLabel } = useContext(EditorWordsContext);
  const placeholder = String(node.attrs.placeholder);
  return (
    <NodeViewWrapper as="span" contentEditable={false} style={{ display: 'inline-block' }}>
      <Badge
        component="span"
        variant={selected ? 'filled' : 'light'}
        radius="sm"
        tt="none"
        fw={500}
        title={placeholder}
        data-chip
        style={{ cursor: 'default', verticalAlign: 'baseline' }}
      >
        {chipLabel(placeholder)}
      </Badge>
    </NodeViewWrapper>
  );
}

/**
 * A variable of the catalogue: an inline atom (moved over and deleted as one) shown as a badge
 * with its label, written as `<span data-variable="{{…}}">` (see placeholders.ts). A span whose
 * attribute is not a chip of the catalogue (pasted from elsewhere) is not taken as one.
 */
const VariableChip = Node.create<{ catalogue: ChipCatalogue }>({
  name: 'variable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions: () => ({ catalogue: { isVariable: () => false, isHelper: () => false } }),
  addAttributes: () => ({
    placeholder: {
      default: '',
      parseHTML: (element) => element.getAttribute('data-variable') ?? '',
      renderHTML: (attributes) => ({ 'data-variable': attributes.placeholder }),
    },
  }),
  parseHTML() {
    const { catalogue } = this.options;
    return [
      {
        tag: 'span[data-variable]',
        getAttrs: (element) => isChip(element.getAttribute('data-variable') ?? '', catalogue) && null,
      },
    ];
  },
  renderHTML: ({ HTMLAttributes }) => ['span', HTMLAttributes],
  renderText: ({ node }) => String(node.attrs.placeholder),
  addNodeView: () => ReactNodeViewRenderer(ChipView, { as: 'span' }),
});

function PageBreakView() {
  const { pageBreak } = useContext(EditorWordsContext);
  return (
    <NodeViewWrapper contentEditable={false}>
      <Divider my="sm" variant="dashed" label={pageBreak} labelPosition="center" />
    </NodeViewWrapper>
  );
}

/** The contract typesetter's page break, `<hr data-page-break>`; a plain `<hr>` stays a rule. */
const PageBreak = Node.create({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,
  // before the rule's own `hr`
  parseHTML: () => [{ tag: 'hr[data-page-break]', priority: 60 }],
  renderHTML: () => ['hr', { 'data-page-break': '' }],
  addNodeView: () => ReactNodeViewRenderer(PageBreakView),
});

/**
 * What a template may hold: what the contract typesetter lays out (headings 1–3, bold, italic,
 * underline, lists, alignment, tables, images, links, rules, page breaks) and the variable chips.
 */
export const templateExtensions = (catalogue: ChipCatalogue): Extensions => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    blockquote: false,
    strike: false,
    link: false,
  }),
  Link.configure({ openOnClick: false }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TableKit.configure({ table: { resizable: true } }),
  Image.configure({ allowBase64: true }),
  VariableChip.configure({ catalogue }),
  PageBreak,
];
