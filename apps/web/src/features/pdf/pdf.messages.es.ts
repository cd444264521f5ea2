export const pdfMessages = {
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
};
