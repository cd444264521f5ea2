import { defineMessages } from '../../i18n/define';

export const pdfMessages = defineMessages({
  es: {
    'pdf.loading': 'Cargando el PDF…',
    'pdf.back': 'Volver',
    'pdf.close': 'Cerrar',
    'pdf.toolbar': 'Páginas y zoom',
    'pdf.pageOf': 'Página {page} de {count}',
    'pdf.previous': 'Página anterior',
    'pdf.next': 'Página siguiente',
    'pdf.zoom': 'Zoom',
    'pdf.zoomIn': 'Ampliar',
    'pdf.zoomOut': 'Reducir',
    'pdf.fitWidth': 'Ajustar al ancho',
    'pdf.download': 'Descargar',
    'pdf.keyboardHint':
      'Flechas ← → o AvPág/RePág para cambiar de página, Inicio y Fin para ir a la primera o la última, + y − para el zoom.',
    'pdf.error.noSource': 'No se ha indicado ningún PDF que mostrar.',
    'pdf.error.foreign': 'Este visor solo muestra documentos de Bolo.',
    'pdf.error.gone':
      'Este PDF ya no está disponible: se preparó en una página que se ha cerrado o recargado. Vuelva al documento y ábralo de nuevo.',
    'pdf.error.load': 'No se ha podido cargar el PDF.',
    'pdf.error.notPdf': 'El archivo no es un PDF que se pueda mostrar.',
    'pdf.error.draw': 'No se ha podido dibujar esta página.',
  },
  en: {
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
  },
});
