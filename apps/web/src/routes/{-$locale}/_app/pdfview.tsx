import { createFileRoute } from '@tanstack/react-router';
import { PdfViewerPage } from '../../../features/pdf/PdfViewerPage';
import { parsePdfSearch } from '../../../features/pdf/pdf-source';

export const Route = createFileRoute('/{-$locale}/_app/pdfview')({
  validateSearch: parsePdfSearch,
  component: PdfView,
});

function PdfView() {
  const search = Route.useSearch();
  // a new document is a new viewer: its page and zoom start afresh
  return <PdfViewerPage key={`${search.src ?? ''}|${search.doc ?? ''}`} {...search} />;
}
