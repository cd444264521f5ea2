import type { Translation } from '../../i18n/define';
import type { pdfMessages as es } from './pdf.messages.es';

export const pdfMessages: Translation<typeof es> = {
  'pdf.loading': 'Loading the PDF…',
  'pdf.back': 'Back',
  'pdf.close': 'Close',
  'pdf.toolbar': 'Pages and zoom',
  'pdf.pageOf': 'Page {page} of {count}',
  'pdf.previous': 'Previous page',
  'pdf.next': 'Next page',
  'pdf.zoom': 'Zoom',
  'pdf.zoomIn': 'Zoom in',
  'pdf.zoomOut': 'Zoom out',
  'pdf.fitWidth': 'Fit to width',
  'pdf.download': 'Download',
  'pdf.keyboardHint':
    'Arrows ← → or Page Up/Page Down change the page, Home and End go to the first or the last, + and − zoom.',
  'pdf.error.noSource': 'No PDF was given to show.',
  'pdf.error.foreign': 'This viewer only shows documents from Bolo.',
  'pdf.error.gone':
    'This PDF is no longer available: it was prepared in a page that has been closed or reloaded. Go back to the document and open it again.',
  'pdf.error.load': 'The PDF could not be loaded.',
  'pdf.error.notPdf': 'The file is not a PDF that can be shown.',
  'pdf.error.draw': 'This page could not be drawn.',
};
