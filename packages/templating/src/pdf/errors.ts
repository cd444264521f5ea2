/** Input the typesetter refuses; `code` is an error code of the catalogue, mapped to a 4xx by the API. */
export class PdfInputError extends Error {
  constructor(
    readonly code:
      | 'contract_annex_not_pdf'
      | 'contract_annex_too_many_pages'
      | 'contract_annex_too_heavy'
      | 'contract_image_invalid'
      | 'contract_image_not_found'
      | 'contract_too_large'
      | 'pdf_too_many_pages',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PdfInputError';
  }
}
