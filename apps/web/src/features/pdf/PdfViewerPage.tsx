import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle, useElementSize, useWindowEvent } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowAutofitWidth,
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { paramOfLocale, type Translate, useLocale, useT } from '../../i18n';
import { downloadBlob } from '../../lib/download';
import { formatCount } from '../../lib/format';
import { PageTitle } from '../layout/PageTitle';
import { fetchPdf } from './fetch-pdf';
import classes from './PdfViewer.module.css';
import { takePdf } from './pdf-handoff';
import {
  clampPage,
  keyCommand,
  type PdfSearch,
  pdfFileName,
  sameOriginUrl,
  stepZoom,
  type Zoom,
  zoomScale,
  zoomSteps,
} from './pdf-source';

type PdfDocument = import('./pdf-engine').PDFDocumentProxy;
type Engine = typeof import('./pdf-engine');

/** The PDF to show: its bytes (kept for the download) and the name a download gets. */
export interface Source {
  blob: Blob;
  name: string;
}

/** Why there is nothing to show, in words the person can act on. */
class SourceProblem extends Error {}

async function loadSource({ src, doc, name }: PdfSearch, t: Translate): Promise<Source> {
  if (doc) {
    const handed = await takePdf(doc);
    if (!handed) throw new SourceProblem(t('pdf.error.gone'));
    return { blob: handed.blob, name: pdfFileName(name ?? handed.name) };
  }
  if (!src) throw new SourceProblem(t('pdf.error.noSource'));
  const url = sameOriginUrl(src, window.location.origin);
  if (!url) throw new SourceProblem(t('pdf.error.foreign'));
  const fetched = await fetchPdf(url, { failed: t('pdf.error.load'), notPdf: t('pdf.error.notPdf') });
  return { blob: fetched.blob, name: pdfFileName(name ?? fetched.name) };
}

/** `/pdfview`: a PDF with page navigation (buttons and arrow keys), zoom and download. */
export function PdfViewerPage(search: PdfSearch) {
  const t = useT();
  useDocumentTitle(`${search.name ?? t('page.pdfview')} · ${t('app.name')}`);
  const source = useQuery({
    queryKey: ['pdfview', search.src ?? null, search.doc ?? null, search.name ?? null],
    queryFn: () => loadSource(search, t),
    meta: { errorDisplay: 'inline' },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  if (source.isPending) return <Loading />;
  if (source.isError) return <Problem message={source.error.message} />;
  return <PdfDocumentView source={source.data} />;
}

function Loading() {
  const t = useT();
  return (
    <Center mih={320}>
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{t('pdf.loading')}</Text>
      </Group>
    </Center>
  );
}

function Problem({ message }: { message: string }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <PageTitle>{t('page.pdfview')}</PageTitle>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {message}
        </Alert>
        <BackButton />
      </Stack>
    </Paper>
  );
}

/**
 * Back where the person came from; a viewer opened in a tab of its own (a contract preview) has
 * nowhere to go back to, so it closes — or, opened from a link, goes to the event list.
 */
function BackButton() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const ownTab = window.history.length <= 1;
  const leave = () => {
    if (!ownTab) window.history.back();
    else if (window.opener) window.close();
    else void navigate({ to: '/{-$locale}', params: { locale: paramOfLocale(locale) } });
  };
  return (
    <Button
      variant="default"
      leftSection={ownTab ? <IconX size={16} /> : <IconArrowLeft size={16} />}
      onClick={leave}
    >
      {t(ownTab ? 'pdf.close' : 'pdf.back')}
    </Button>
  );
}

/** Opens the PDF with pdf.js, loaded on demand, and closes it when the page goes. */
function usePdfDocument(blob: Blob): { doc: PdfDocument | null; engine: Engine | null; error: unknown } {
  const [state, setState] = useState<{ doc: PdfDocument | null; engine: Engine | null; error: unknown }>({
    doc: null,
    engine: null,
    error: null,
  });
  useEffect(() => {
    let opened: PdfDocument | null = null;
    let gone = false;
    (async () => {
      const engine = await import('./pdf-engine');
      const doc = await engine.openPdf(new Uint8Array(await blob.arrayBuffer()));
      if (gone) return void doc.destroy();
      opened = doc;
      setState({ doc, engine, error: null });
    })().catch((error: unknown) => {
      if (!gone) setState({ doc: null, engine: null, error });
    });
    return () => {
      gone = true;
      void opened?.destroy();
    };
  }, [blob]);
  return state;
}

function PdfDocumentView({ source }: { source: Source }) {
  const t = useT();
  const { doc, engine, error } = usePdfDocument(source.blob);
  if (error) return <Problem message={t('pdf.error.notPdf')} />;
  if (!doc || !engine) return <Loading />;
  return <Viewer doc={doc} engine={engine} source={source} />;
}

/**
 * The viewer inside another page (a contract's signing page): its toolbar and pages, without the
 * page's title or a way back; the page says what the document is.
 */
export function EmbeddedPdfView({ source }: { source: Source }) {
  const t = useT();
  const { doc, engine, error } = usePdfDocument(source.blob);
  if (error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {t('pdf.error.notPdf')}
      </Alert>
    );
  if (!doc || !engine) return <Loading />;
  return <Viewer doc={doc} engine={engine} source={source} embedded />;
}

function Viewer({
  doc,
  engine,
  source,
  embedded = false,
}: {
  doc: PdfDocument;
  engine: Engine;
  source: Source;
  embedded?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const count = doc.numPages;
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('auto');
  const [pageWidth, setPageWidth] = useState(0);
  const [drawError, setDrawError] = useState(false);
  const { ref: viewportRef, width: available } = useElementSize<HTMLDivElement>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);

  // the width of the page shown, at zoom 1, for "fit to width" (pages may differ in size)
  useEffect(() => {
    let gone = false;
    void engine.pageSize(doc, page).then((size) => {
      if (!gone) setPageWidth(size.width);
    });
    return () => {
      gone = true;
    };
  }, [doc, engine, page]);

  const scale = zoomScale(zoom, pageWidth, available);
  const measured = typeof zoom === 'number' || (pageWidth > 0 && available > 0);
  useEffect(() => {
    if (!canvas.current || !textLayer.current || !measured) return;
    const drawing = engine.drawPage(doc, page, scale, canvas.current, textLayer.current);
    drawing.done.then(
      () => setDrawError(false),
      () => setDrawError(true),
    );
    return drawing.cancel;
  }, [doc, engine, page, scale, measured]);

  const goTo = (next: number) => setPage(clampPage(next, count));
  const zoomBy = (direction: 1 | -1) => setZoom(stepZoom(scale, direction));
  const atMin = scale <= zoomSteps[0] + 0.001;
  const atMax = scale >= (zoomSteps[zoomSteps.length - 1] as number) - 0.001;

  // the keys work wherever the focus is on the page, except in a field that takes them itself
  useWindowEvent('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    if (
      event.target instanceof HTMLElement &&
      event.target.closest('input, textarea, select, [contenteditable]')
    )
      return;
    const command = keyCommand(event.key, page, count);
    if (!command) return;
    event.preventDefault();
    if ('page' in command) setPage(command.page);
    else zoomBy(command.zoom);
  });

  const pageLabel = t('pdf.pageOf', { page: formatCount(page, locale), count: formatCount(count, locale) });
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {!embedded && (
          <Group gap="sm" wrap="nowrap">
            <BackButton />
            <PageTitle size="h4" lineClamp={1}>
              {source.name}
            </PageTitle>
          </Group>
        )}
        <Group gap="xs" role="toolbar" aria-label={t('pdf.toolbar')}>
          <ToolButton label={t('pdf.previous')} disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <IconChevronLeft size={18} />
          </ToolButton>
          <Text size="sm" miw={110} ta="center" aria-live="polite">
            {pageLabel}
          </Text>
          <ToolButton label={t('pdf.next')} disabled={page >= count} onClick={() => goTo(page + 1)}>
            <IconChevronRight size={18} />
          </ToolButton>
          <Box w={12} />
          <ToolButton label={t('pdf.zoomOut')} disabled={atMin} onClick={() => zoomBy(-1)}>
            <IconZoomOut size={18} />
          </ToolButton>
          <Text size="sm" miw={48} ta="center" aria-label={t('pdf.zoom')}>
            {`${Math.round(scale * 100)} %`}
          </Text>
          <ToolButton label={t('pdf.zoomIn')} disabled={atMax} onClick={() => zoomBy(1)}>
            <IconZoomIn size={18} />
          </ToolButton>
          <ToolButton label={t('pdf.fitWidth')} disabled={zoom === 'fit'} onClick={() => setZoom('fit')}>
            <IconArrowAutofitWidth size={18} />
          </ToolButton>
          <Box w={12} />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadBlob(source.blob, source.name)}
          >
            {t('pdf.download')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('pdf.keyboardHint')}
      </Text>
      {drawError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t('pdf.error.draw')}
        </Alert>
      )}
      <Box
        ref={viewportRef}
        className={classes.viewport}
        // focusable, so ↑ and ↓ scroll a page taller than the view without a click first
        tabIndex={0}
        role="document"
        aria-label={source.name}
      >
        <div className={classes.sheet} style={{ width: 'fit-content' }}>
          <canvas ref={canvas} className={classes.canvas} aria-hidden />
          <div ref={textLayer} className={classes.textLayer} />
        </div>
      </Box>
    </Stack>
  );
}

function ToolButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
