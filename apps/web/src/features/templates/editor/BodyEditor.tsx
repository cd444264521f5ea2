import '@mantine/tiptap/styles.css';
import { FileButton, Input } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconPageBreak, IconPhoto } from '@tabler/icons-react';
import { type Editor, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { type Translate, useLocale, useT } from '../../../i18n';
import { styleNonce } from '../../../lib/csp';
import classes from './BodyEditor.module.css';
import { bodyOf, insertBlock } from './commands';
import { EditorWordsContext, templateExtensions } from './extensions';
import { MAX_IMAGE_BYTES, readImage } from './image';
import { withChips } from './placeholders';
import type { VariableIndex } from './variables';

/**
 * The body's editor: it starts from a stored body and reports the body to store on every change
 * (see `bodyOf`); `onFocus` tells the page the variable picker now writes here.
 */
export function useBodyEditor({
  catalogue,
  body,
  onChange,
  onFocus,
}: {
  catalogue: VariableIndex;
  body: string;
  onChange: (body: string) => void;
  onFocus: () => void;
}): Editor {
  const t = useT();
  const handlers = useRef({ onChange, onFocus });
  useEffect(() => {
    handlers.current = { onChange, onFocus };
  });
  return useEditor(
    {
      extensions: templateExtensions(catalogue),
      injectNonce: styleNonce(),
      editorProps: { attributes: { 'aria-label': t('rte.body') } },
      content: withChips(body, catalogue),
      onUpdate: ({ editor }) => handlers.current.onChange(bodyOf(editor)),
      onFocus: () => handlers.current.onFocus(),
    },
    // a new catalogue (never, once read) would need a new schema; the body is loaded with loadBody
    [catalogue],
  );
}

const labelsOf = (t: Translate): Partial<RichTextEditorLabels> => ({
  boldControlLabel: t('rte.bold'),
  italicControlLabel: t('rte.italic'),
  underlineControlLabel: t('rte.underline'),
  clearFormattingControlLabel: t('rte.clearFormatting'),
  h1ControlLabel: t('rte.h1'),
  h2ControlLabel: t('rte.h2'),
  h3ControlLabel: t('rte.h3'),
  bulletListControlLabel: t('rte.bulletList'),
  orderedListControlLabel: t('rte.orderedList'),
  alignLeftControlLabel: t('rte.alignLeft'),
  alignCenterControlLabel: t('rte.alignCenter'),
  alignRightControlLabel: t('rte.alignRight'),
  alignJustifyControlLabel: t('rte.alignJustify'),
  linkControlLabel: t('rte.link'),
  unlinkControlLabel: t('rte.unlink'),
  linkEditorInputLabel: t('rte.linkInput'),
  linkEditorInputPlaceholder: t('rte.linkPlaceholder'),
  linkEditorExternalLink: t('rte.linkExternal'),
  linkEditorInternalLink: t('rte.linkInternal'),
  linkEditorSave: t('rte.linkSave'),
  hrControlLabel: t('rte.hr'),
  undoControlLabel: t('rte.undo'),
  redoControlLabel: t('rte.redo'),
  tableInsertControlLabel: t('rte.tableInsert'),
  tableInsertLabel: (columns, rows) => t('rte.tableSize', { columns, rows }),
  tableDeleteControlLabel: t('rte.tableDelete'),
  tableColumnAfterControlLabel: t('rte.columnAfter'),
  tableColumnDeleteControlLabel: t('rte.columnDelete'),
  tableRowAfterControlLabel: t('rte.rowAfter'),
  tableRowDeleteControlLabel: t('rte.rowDelete'),
});

/** Picks a PNG or JPEG and embeds it where the cursor is. */
function ImageControl({ editor }: { editor: Editor }) {
  const t = useT();
  const insert = async (file: File | null) => {
    if (!file) return;
    const image = await readImage(file);
    if (image.ok) insertBlock(editor, { type: 'image', attrs: { src: image.src } });
    else
      notifications.show({
        color: 'red',
        message:
          image.reason === 'size'
            ? t('templates.image.size', { size: Math.round(MAX_IMAGE_BYTES / 1024) })
            : t('templates.image.type'),
      });
  };
  return (
    <FileButton onChange={(file) => void insert(file)} accept="image/png,image/jpeg">
      {(props) => (
        <RichTextEditor.Control
          {...props}
          aria-label={t('templates.image.insert')}
          title={t('templates.image.insert')}
        >
          <IconPhoto size={16} stroke={1.5} />
        </RichTextEditor.Control>
      )}
    </FileButton>
  );
}

/** The rows and columns of the table the cursor is in: shown only there. */
function TableControls({ editor }: { editor: Editor }) {
  const inTable = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('table') });
  if (!inTable) return null;
  return (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.TableRowAfter />
      <RichTextEditor.TableRowDelete />
      <RichTextEditor.TableColumnAfter />
      <RichTextEditor.TableColumnDelete />
      <RichTextEditor.TableDelete />
    </RichTextEditor.ControlsGroup>
  );
}

/**
 * The body's rich-text editor: the toolbar of what a template may hold, and the chips' labels.
 * An event's documents use it too (`label` names their body; an email has no page break).
 */
export function BodyEditor({
  editor,
  catalogue,
  error,
  label,
  pageBreak = true,
}: {
  editor: Editor;
  catalogue: VariableIndex;
  error?: boolean;
  label?: string;
  pageBreak?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const words = useMemo(
    () => ({
      chipLabel: (placeholder: string) => catalogue.labelOf(placeholder, locale),
      pageBreak: t('templates.pageBreak'),
    }),
    [catalogue, locale, t],
  );
  return (
    <Input.Wrapper label={label ?? t('templates.field.body')} labelElement="div" withAsterisk={false}>
      <EditorWordsContext value={words}>
        <RichTextEditor
          editor={editor}
          labels={labelsOf(t)}
          aria-invalid={error || undefined}
          style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
        >
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H1 />
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.AlignLeft />
              <RichTextEditor.AlignCenter />
              <RichTextEditor.AlignRight />
              <RichTextEditor.AlignJustify />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.TableInsert />
              <ImageControl editor={editor} />
              <RichTextEditor.Hr />
              {pageBreak && (
                <RichTextEditor.Control
                  aria-label={t('templates.pageBreak')}
                  title={t('templates.pageBreak')}
                  onClick={() => insertBlock(editor, { type: 'pageBreak' })}
                >
                  <IconPageBreak size={16} stroke={1.5} />
                </RichTextEditor.Control>
              )}
            </RichTextEditor.ControlsGroup>
            <TableControls editor={editor} />
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content className={classes.content} />
        </RichTextEditor>
      </EditorWordsContext>
    </Input.Wrapper>
  );
}
