export type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
interface CatalogueEntry {
  status: Status;
  es: string;
  en: string;
}

/**
 * Every error a caller can see: the code is the contract (REST `code`, tRPC `data.code`),
 * the status is what REST answers, the texts are what people read.
 */
export const errorCatalogue = {
  // spec §8: coded service errors
  invalid_email: {
    status: 400,
    es: 'Email incorrecto: {address}.',
    en: 'Incorrect email: {address}.',
  },
  evento_name_in_use: {
    status: 409,
    es: 'Ya existe un evento con ese nombre.',
    en: 'An event with that name already exists.',
  },
  event_not_found: { status: 404, es: 'El evento no existe.', en: 'The event does not exist.' },
  rol_name_not_found: { status: 404, es: 'El rol no existe.', en: 'The role does not exist.' },
  rol_name_in_use: {
    status: 409,
    es: 'Ya existe un rol con ese nombre.',
    en: 'A role with that name already exists.',
  },
  role_in_use: {
    status: 409,
    es: 'Hay usuarios con este rol: asígneles otro antes de borrarlo.',
    en: 'Some users have this role: give them another before deleting it.',
  },
  contract_type_not_allowed: {
    status: 400,
    es: 'Tipo de contrato no permitido.',
    en: 'Contract type not allowed.',
  },
  condicionContratacion_not_found: {
    status: 404,
    es: 'No existen condiciones de contratación.',
    en: 'No hiring conditions exist.',
  },
  mandatory_id_artistaDTO_null: {
    status: 400,
    es: 'El identificador del artista es obligatorio.',
    en: 'The artist id is required.',
  },
  mandatory_id_promotorDTO_null: {
    status: 400,
    es: 'El identificador del promotor es obligatorio.',
    en: 'The promoter id is required.',
  },
  mandatory_id_salaDTO_null: {
    status: 400,
    es: 'El identificador de la sala es obligatorio.',
    en: 'The hall id is required.',
  },
  event_email_not_found: {
    status: 404,
    es: 'El email del evento no es válido.',
    en: 'The event email is not valid.',
  },
  email_account_in_use: {
    status: 409,
    es: 'La cuenta de email ya está en uso.',
    en: 'The email account is already in use.',
  },
  user_not_found: { status: 404, es: 'El usuario no existe.', en: 'The user does not exist.' },
  sala_name_in_use: {
    status: 409,
    es: 'Ya existe una sala con ese nombre.',
    en: 'A hall with that name already exists.',
  },
  artista_name_in_use: {
    status: 409,
    es: 'Ya existe un artista con ese nombre.',
    en: 'An artist with that name already exists.',
  },
  promotor_name_in_use: {
    status: 409,
    es: 'Ya existe un promotor con ese nombre.',
    en: 'A promoter with that name already exists.',
  },
  artista_not_found: { status: 404, es: 'El artista no existe.', en: 'The artist does not exist.' },
  mandatory_artistaId: {
    status: 400,
    es: 'El identificador del artista es obligatorio.',
    en: 'The artist id is required.',
  },
  mandatory_eventId: {
    status: 400,
    es: 'El identificador del evento es obligatorio.',
    en: 'The event id is required.',
  },
  condiciones_produccion_not_found: {
    status: 404,
    es: 'No existen condiciones de producción.',
    en: 'No production conditions exist.',
  },
  departament_name_in_use: {
    status: 409,
    es: 'Ya existe un departamento con ese nombre.',
    en: 'A department with that name already exists.',
  },
  department_not_found: {
    status: 404,
    es: 'El departamento no existe.',
    en: 'The department does not exist.',
  },
  invalid_password: {
    status: 400,
    es: 'La contraseña no es válida.',
    en: 'The password is not valid.',
  },
  current_password_required: {
    status: 400,
    es: 'Para cambiar el email o el teléfono, escriba su contraseña actual.',
    en: 'To change the email or the phone, enter your current password.',
  },
  password_too_common: {
    status: 400,
    es: 'Esa contraseña es de las más usadas y fáciles de adivinar: elija otra.',
    en: 'That password is among the most used and easiest to guess: choose another.',
  },
  password_like_email: {
    status: 400,
    es: 'La contraseña no puede ser su email ni la parte anterior a la @.',
    en: 'The password cannot be your email or the part before the @.',
  },
  this_event_not_allowed_to_save_hall: {
    status: 400,
    es: 'Este evento no permite guardar la sala.',
    en: 'This event does not allow saving the hall.',
  },
  plantilla_email_already_exists: {
    status: 409,
    es: 'Esta plantilla ya existe: ábrala y edítela en lugar de crearla de nuevo.',
    en: 'This template already exists: open it and edit it instead of creating it again.',
  },
  tipo_plantilla_email_already_exists: {
    status: 409,
    es: 'Ya hay una plantilla maestra de ese tipo: quítele la marca de maestra antes de ponérsela a otra.',
    en: 'There is already a master template of that type: unmark it before marking another one.',
  },
  name_plantilla_email_already_exists: {
    status: 409,
    es: 'Ya existe una plantilla con ese nombre.',
    en: 'A template with that name already exists.',
  },
  plantilla_email_not_found: {
    status: 404,
    es: 'La plantilla no existe o se ha borrado.',
    en: 'The template does not exist or has been deleted.',
  },
  mandatory_list_tipo_plantilla: {
    status: 400,
    es: 'Indique al menos un tipo de plantilla (email, contrato o un departamento o parte).',
    en: 'Give at least one template type (email, contract, or a department or party).',
  },
  plantilla_not_for_document: {
    status: 400,
    es: 'La plantilla no es de este documento: elige una de su tipo, departamento y parte.',
    en: 'The template is not for this document: choose one of its type, department and party.',
  },
  plantilla_not_valid: {
    status: 400,
    es: 'La plantilla no es válida ({where}): {reason}.',
    en: 'The template is not valid ({where}): {reason}.',
  },
  plantilla_too_complex: {
    status: 400,
    es: 'La plantilla es demasiado compleja ({where}): {reason}.',
    en: 'The template is too complex ({where}): {reason}.',
  },
  plantilla_too_large: {
    status: 413,
    es: 'La plantilla es demasiado grande ({where}): {reason}.',
    en: 'The template is too large ({where}): {reason}.',
  },
  // the contract PDF's input (packages/templating PdfInputError)
  contract_annex_not_pdf: {
    status: 400,
    es: 'El anexo no es un documento PDF válido (o está cifrado): súbalo como PDF.',
    en: 'The annex is not a valid PDF document (or it is encrypted): upload it as a PDF.',
  },
  contract_annex_too_many_pages: {
    status: 413,
    es: 'El anexo tiene más de {limit} páginas: divídalo o redúzcalo.',
    en: 'The annex has more than {limit} pages: split or shorten it.',
  },
  contract_annex_too_heavy: {
    status: 413,
    es: 'El anexo es demasiado pesado de dibujar (una página se descomprime a decenas de megas o tiene millones de instrucciones): expórtelo de nuevo a PDF o redúzcalo.',
    en: 'The annex is too heavy to draw (a page inflates to tens of megabytes or holds millions of instructions): export it to PDF again or shorten it.',
  },
  contract_too_large: {
    status: 413,
    es: 'El contrato no se pudo generar en {seconds} s: reduzca sus anexos o imágenes.',
    en: 'The contract could not be made within {seconds} s: shorten its annexes or images.',
  },
  pdf_too_many_pages: {
    status: 413,
    es: 'El documento pasaría de {pages} páginas: acorte sus líneas (las entradas o los gastos de la liquidación).',
    en: 'The document would pass {pages} pages: shorten its lines (the settlement’s tickets or expenses).',
  },
  contract_too_many_annexes: {
    status: 400,
    es: 'Un contrato tiene como mucho {limit} anexos.',
    en: 'A contract has at most {limit} annexes.',
  },
  certificate_not_owned: {
    status: 400,
    es: 'El certificado no es uno de los subidos para este artista: lo sube la contraparte desde su enlace.',
    en: 'The certificate is not one uploaded for this artist: the counterparty uploads it through its link.',
  },
  file_not_owned: {
    status: 400,
    es: 'El archivo no es uno de los subidos para este registro: súbalo desde su ficha.',
    en: 'The file is not one uploaded for this record: upload it from its form.',
  },
  contract_image_invalid: {
    status: 400,
    es: 'Una imagen del contrato no se puede leer: use imágenes PNG o JPEG.',
    en: 'An image of the contract cannot be read: use PNG or JPEG images.',
  },
  contract_image_not_found: {
    status: 400,
    es: 'El contrato nombra una imagen que no existe.',
    en: 'The contract names an image that does not exist.',
  },
  // the event's posters
  poster_too_large: {
    status: 413,
    es: 'El cartel «{name}» pesa más de {limit} MB: redúzcalo o expórtelo comprimido.',
    en: 'The poster “{name}” is larger than {limit} MB: make it smaller or export it compressed.',
  },
  poster_not_image: {
    status: 415,
    es: 'El cartel «{name}» no es una imagen PNG, JPEG o WebP.',
    en: 'The poster “{name}” is not a PNG, JPEG or WebP image.',
  },
  // spec §8: admin log codes and the SMS phone error
  code_not_valid: {
    status: 400,
    es: 'El código proporcionado no es válido o ha expirado.',
    en: 'The code provided is not valid or has expired.',
  },
  Password_not_match: { status: 400, es: 'Contraseña No Coincide', en: 'Passwords do not match' },
  sms_phone_invalid: {
    status: 400,
    es: 'El número de teléfono no cumple los requisitos. Contacte con soporte.',
    en: 'The phone number does not meet the requirements. Please contact support.',
  },
  two_factor_needs_phone: {
    status: 409,
    es: 'La cuenta no tiene un móvil que reciba SMS: ponga uno en la ficha antes de volver a los códigos por SMS, o no podrá entrar.',
    en: 'The account has no mobile phone that receives SMS: set one on its record before going back to SMS codes, or it cannot sign in.',
  },
  // holds (issue 21)
  hold_not_found: { status: 404, es: 'La reserva no existe.', en: 'The hold does not exist.' },
  sala_not_found: { status: 404, es: 'La sala no existe.', en: 'The hall does not exist.' },
  hold_not_active: {
    status: 409,
    es: 'La reserva ya no está activa: se ha liberado o confirmado.',
    en: 'The hold is no longer active: it has been released or confirmed.',
  },
  hold_not_first: {
    status: 409,
    es: 'Solo se puede confirmar la reserva en 1.ª posición.',
    en: 'Only the 1st hold can be confirmed.',
  },
  hold_not_below: {
    status: 409,
    es: 'Solo la reserva en 2.ª posición puede desafiar a la 1.ª de su sala y fecha.',
    en: 'Only the 2nd hold can challenge the 1st of its hall and date.',
  },
  hold_not_owner: {
    status: 403,
    es: 'Solo quien tiene la reserva puede desafiar con ella.',
    en: 'Only the owner of the hold can challenge with it.',
  },
  hold_challenge_open: {
    status: 409,
    es: 'La reserva en 1.ª posición ya tiene un desafío abierto.',
    en: 'The 1st hold already has an open challenge.',
  },
  hold_event_moved: {
    status: 409,
    es: 'El evento ya no está en la sala y el día reservados ({date}): vuelva a ponerlo allí o reserve su nueva fecha.',
    en: 'The event is no longer at the hall and on the day held ({date}): move it back or hold its new date.',
  },
  hold_event_not_draft: {
    status: 409,
    es: 'Solo se puede reservar la fecha de un evento en borrador.',
    en: 'Only a draft event’s date can be held.',
  },
  hold_event_incomplete: {
    status: 409,
    es: 'Para reservar la fecha, el evento necesita fecha y un artista y una sala de los maestros.',
    en: 'To hold its date, the event needs a date and an artist and a hall from the masters.',
  },
  hold_event_held: {
    status: 409,
    es: 'Este evento ya tiene una reserva activa.',
    en: 'This event already has an active hold.',
  },
  hold_expiry_past: {
    status: 400,
    es: 'La caducidad de la reserva debe ser posterior a ahora.',
    en: 'The hold’s expiry must be later than now.',
  },
  // holds (issue 26)
  hold_not_yours: {
    status: 403,
    es: 'Solo quien tiene la reserva, o quien administra las reservas, puede cambiarla, liberarla o confirmarla.',
    en: 'Only the hold’s owner, or someone who manages holds, can change, release or confirm it.',
  },
  hold_expiry_too_far: {
    status: 400,
    es: 'La reserva puede caducar como mucho a {days} días de hoy.',
    en: 'A hold can expire at most {days} days from today.',
  },
  hold_days_past: {
    status: 400,
    es: 'No se pueden reservar días pasados: la reserva debe empezar hoy o más adelante.',
    en: 'Past days cannot be held: the hold must start today or later.',
  },
  hold_date_booked: {
    status: 409,
    es: 'La fecha ya está confirmada en esta sala para {events} ({date}): solo un administrador puede confirmar esta reserva, indicando el motivo.',
    en: 'The date is already confirmed at this hall for {events} ({date}): only an administrator can confirm this hold, giving the reason.',
  },
  hold_override_admin: {
    status: 403,
    es: 'Solo un administrador puede confirmar una reserva sobre una fecha ya confirmada.',
    en: 'Only an administrator can confirm a hold over a date already confirmed.',
  },
  hold_duplicate: {
    status: 409,
    es: 'Ya hay una reserva activa de este artista en esta sala, para esta empresa y algún día de esas fechas.',
    en: 'There is already an active hold of this artist at this hall, for this company, on a day of those dates.',
  },
  hold_days_not_held: {
    status: 400,
    es: 'La reserva no cubre {days}: elige días entre el primero y el último de la reserva.',
    en: 'The hold does not cover {days}: choose days between its first and its last.',
  },
  // the platform's own
  mail_not_found: { status: 404, es: 'El correo no existe.', en: 'The mail does not exist.' },
  mail_already_sent: {
    status: 409,
    es: 'Este correo ya se ha enviado: no se puede reintentar.',
    en: 'This mail has already been sent: it cannot be retried.',
  },
  unauthorized: {
    status: 401,
    es: 'Inicie sesión para continuar.',
    en: 'Please sign in to continue.',
  },
  login_failed: {
    status: 401,
    es: 'Usuario o contraseña incorrectos',
    en: 'Incorrect user or password',
  },
  two_factor_required: {
    status: 403,
    es: 'Introduzca el código de verificación para continuar.',
    en: 'Enter the verification code to continue.',
  },
  forbidden: {
    status: 403,
    es: 'Lo siento, no tiene permisos para ver esta sección',
    en: 'Sorry, you do not have permission to see this section',
  },
  csrf_rejected: {
    status: 403,
    es: 'Petición rechazada: no viene de una página de Bolo. Recargue la página e inténtelo de nuevo.',
    en: 'Request refused: it does not come from a Bolo page. Reload the page and try again.',
  },
  validation_error: {
    status: 400,
    es: 'Los datos enviados no son válidos.',
    en: 'The data sent is not valid.',
  },
  not_found: { status: 404, es: 'No encontrado.', en: 'Not found.' },
  settlement_locked: {
    status: 409,
    es: 'La liquidación del evento está cerrada: un administrador debe reabrirla antes de este cambio.',
    en: "The event's settlement is locked: an administrator must reopen it before this change.",
  },
  settlement_before_show: {
    status: 409,
    es: 'El concierto aún no se ha celebrado (o no tiene fecha): confirme que quiere cerrar la liquidación antes.',
    en: 'The show has not been played yet (or has no date): confirm that you want to lock the settlement before it.',
  },
  settlement_not_locked: {
    status: 409,
    es: 'La liquidación no está cerrada.',
    en: 'The settlement is not locked.',
  },
  settlement_tax_rate_invalid: {
    status: 400,
    es: 'El tipo del {rate} % no es de {tax}, el impuesto de las entradas de la empresa del evento.',
    en: "The {rate} % rate is not one of {tax}, the ticket tax of the event's company.",
  },
  settlement_exchange_rate_missing: {
    status: 409,
    es: 'El trato del artista está en {currency}: escriba el tipo de cambio a euros, con su fecha y su fuente, antes de cerrar la liquidación.',
    en: "The artist's deal is in {currency}: type the exchange rate to euros, with its date and source, before locking the settlement.",
  },
  received_invoice_file_type: {
    status: 415,
    es: 'La factura debe ser un PDF o una imagen PNG o JPEG.',
    en: 'The invoice must be a PDF or a PNG or JPEG image.',
  },
  received_invoice_exemption_resident: {
    status: 409,
    es: 'Solo la factura de un artista no residente puede estar exenta de IRNR: según su ficha, el artista reside en España.',
    en: "Only a non-resident artist's invoice can be exempt from IRNR: by its master, the artist is resident in Spain.",
  },
  settlement_csv_invalid: {
    status: 400,
    es: 'El CSV de entradas no es válido en la línea {line}: {reason}.',
    en: 'The tickets CSV is not valid at line {line}: {reason}.',
  },
  amount_too_large: {
    status: 400,
    es: '{figure} pasa de {max} €, el importe más alto que se calcula: revise los precios, las cantidades y los importes.',
    en: '{figure} passes {max} €, the highest amount worked out: check the prices, quantities and amounts.',
  },
  report_too_large: {
    status: 400,
    es: 'El informe tiene {count} eventos y se exportan como mucho {max}: acote el periodo o los filtros.',
    en: 'The report has {count} events and at most {max} are exported: narrow the period or the filters.',
  },
  report_too_slow: {
    status: 413,
    es: 'El informe no se pudo exportar en {seconds} s: acote el periodo o los filtros.',
    en: 'The report could not be exported within {seconds} s: narrow the period or the filters.',
  },
  in_use: {
    status: 409,
    es: 'No se puede borrar: está en uso ({uses}: {count}).',
    en: 'Cannot delete: it is in use ({uses}: {count}).',
  },
  version_conflict: {
    status: 409,
    es: 'Otra persona ha modificado estos datos. Recargue para ver la última versión.',
    en: 'Someone else changed this data. Reload to see the latest version.',
  },
  status_not_allowed: {
    status: 409,
    es: 'Un evento en estado {from} no puede pasar a {to}.',
    en: 'An event that is {from} cannot become {to}.',
  },
  payload_too_large: {
    status: 413,
    es: 'El envío es demasiado grande.',
    en: 'The upload is too large.',
  },
  // a request whose body passes its route's limit, refused before it is read (files past their own limit: payload_too_large)
  body_too_large: {
    status: 413,
    es: 'La petición es demasiado grande.',
    en: 'The request is too large.',
  },
  unsupported_media_type: {
    status: 415,
    es: 'Esta dirección no admite ese tipo de contenido.',
    en: 'This address does not accept that content type.',
  },
  unsupported_file_type: {
    status: 415,
    es: 'Tipo de archivo no admitido: solo imágenes PNG, JPEG o WebP.',
    en: 'Unsupported file type: only PNG, JPEG or WebP images.',
  },
  svg_not_supported: {
    status: 415,
    es: 'No se admiten imágenes SVG porque pueden llevar código y no lo depuramos: súbala como PNG, JPEG o WebP.',
    en: 'SVG images are not accepted because they can carry code we do not sanitise: upload it as PNG, JPEG or WebP.',
  },
  counterparty_link_not_found: {
    status: 404,
    es: 'Este enlace no es válido: ha caducado, se ha anulado o no es correcto. Póngase en contacto con la oficina que se lo envió para que le envíen uno nuevo.',
    en: 'This link is not valid: it has expired, been revoked or is not correct. Please contact the office that sent it to be sent a new one.',
  },
  day_sheet_link_not_found: {
    status: 404,
    es: 'Este enlace a la hoja de ruta no es válido: ha caducado, se ha anulado o no es correcto. Pida a la oficina que le envíe el enlace actual.',
    en: 'This day sheet link is not valid: it has expired, been revoked or is not correct. Ask the office to send you the current link.',
  },
  counterparty_party_missing: {
    status: 409,
    es: 'El evento aún no tiene esta contraparte: guárdela antes de generar su enlace.',
    en: 'The event does not have this counterparty yet: save it before making its link.',
  },
  counterparty_no_master: {
    status: 409,
    es: 'Esta contraparte no viene de un maestro: elíjala de los maestros en el evento para poder aceptar sus datos en él.',
    en: 'This counterparty does not come from a master: pick it from the masters on the event to accept its data into it.',
  },
  counterparty_submission_not_found: {
    status: 404,
    es: 'Esos datos de la contraparte no existen.',
    en: 'Those counterparty data do not exist.',
  },
  counterparty_file_type: {
    status: 415,
    es: 'Tipo de archivo no admitido: solo PDF, PNG o JPEG.',
    en: 'Unsupported file type: only PDF, PNG or JPEG.',
  },
  // issue 32: the advance's changes a counterparty proposes through its link
  counterparty_no_advance: {
    status: 403,
    es: 'Este enlace no lleva el avance del concierto.',
    en: 'This link does not carry the show’s advance.',
  },
  advance_change_decided: {
    status: 409,
    es: 'Ese cambio ya se ha aceptado o rechazado.',
    en: 'That change has already been accepted or rejected.',
  },
  advance_files_waiting: {
    status: 409,
    es: 'Hay demasiados archivos esperando a que la oficina los revise: espere a que lo haga.',
    en: 'Too many files are waiting for the office to review them: wait until it has.',
  },
  advance_change_target_gone: {
    status: 409,
    es: 'Lo que ese cambio confirma ya no está en el avance: rechácelo.',
    en: 'What that change confirms is no longer in the advance: reject it.',
  },
  // issue 30: the invoices the company issues
  invoice_not_found: { status: 404, es: 'La factura no existe.', en: 'The invoice does not exist.' },
  invoice_series_not_found: {
    status: 404,
    es: 'La serie de facturas no existe.',
    en: 'The invoice series does not exist.',
  },
  invoice_series_code_in_use: {
    status: 409,
    es: 'La empresa ya tiene una serie con ese código.',
    en: 'The company already has a series with that code.',
  },
  invoice_series_kind: {
    status: 400,
    es: 'Una factura rectificativa va en una serie de rectificativas, y una ordinaria en una serie ordinaria.',
    en: 'A rectifying invoice goes in a series of rectifying invoices, and an ordinary one in an ordinary series.',
  },
  invoice_series_company: {
    status: 400,
    es: 'La serie es de otra empresa.',
    en: 'The series belongs to another company.',
  },
  invoice_issued: {
    status: 409,
    es: 'La factura ya está emitida: no se puede cambiar ni borrar. Corríjala con una factura rectificativa.',
    en: 'The invoice has been issued: it cannot be changed or deleted. Correct it with a rectifying invoice.',
  },
  invoice_not_issued: {
    status: 409,
    es: 'Solo se puede anular o rectificar una factura emitida y no anulada.',
    en: 'Only an issued invoice that has not been voided can be voided or rectified.',
  },
  invoice_no_lines: {
    status: 400,
    es: 'La factura necesita al menos una línea.',
    en: 'The invoice needs at least one line.',
  },
  invoice_tax_id: {
    status: 400,
    es: 'El identificador fiscal de {party} no es válido: un NIF, CIF o NIE español, o el número de IVA de un cliente de la UE.',
    en: 'The tax id of {party} is not valid: a Spanish NIF, CIF or NIE, or the VAT number of an EU customer.',
  },
  invoice_exchange_rate_missing: {
    status: 400,
    es: 'La factura está en {currency}: escriba el tipo de cambio a euros, con su fecha y su fuente, antes de emitirla (la cuota se expresa también en euros).',
    en: 'The invoice is in {currency}: type the exchange rate to euros, with its date and source, before issuing it (the tax is stated in euros too).',
  },
  invoice_rate: {
    status: 400,
    es: 'El tipo {rate} % no es un tipo de {tax}.',
    en: 'The rate {rate} % is not a rate of {tax}.',
  },
  invoice_no_source: {
    status: 409,
    es: 'El evento no tiene lo que se factura: ni liquidación cerrada ni caché fijo del artista.',
    en: 'The event has nothing to invoice: neither a locked settlement nor a fixed fee for the artist.',
  },
  invoice_payment_exceeds: {
    status: 409,
    es: 'El cobro ({amount}) supera lo pendiente de la factura ({balance}).',
    en: 'The payment ({amount}) exceeds what is due on the invoice ({balance}).',
  },
  invoice_no_company: {
    status: 409,
    es: 'El evento no tiene empresa: elija la empresa que factura.',
    en: 'The event has no company: choose the company that invoices.',
  },
  // issue 31: contracts signed in Bolo, and the companies' signing certificates
  contract_signing_no_company: {
    status: 409,
    es: 'El evento no tiene empresa: elija la empresa que firma el contrato antes de enviarlo a firmar.',
    en: 'The event has no company: choose the company that signs the contract before sending it for signature.',
  },
  contract_signing_signatory_missing: {
    status: 409,
    es: 'Elija quién firma por la empresa: la empresa no tiene firmante y no se ha indicado ninguno.',
    en: 'Choose who signs for the company: the company has no signatory and none was given.',
  },
  contract_signing_open: {
    status: 409,
    es: 'Este contrato ya está enviado a firmar: cancele esa firma antes de enviarlo otra vez.',
    en: 'This contract has already been sent for signature: cancel that signing before sending it again.',
  },
  contract_signing_not_open: {
    status: 409,
    es: 'El contrato no tiene ninguna firma en curso.',
    en: 'The contract has no signing in progress.',
  },
  contract_signing_not_found: {
    status: 404,
    es: 'Este contrato no se ha enviado a firmar.',
    en: 'This contract has not been sent for signature.',
  },
  contract_signing_link_not_found: {
    status: 404,
    es: 'Este enlace de firma no es válido: no es correcto o no es de ninguna firma. Póngase en contacto con la oficina que se lo envió.',
    en: 'This signing link is not valid: it is not correct or belongs to no signing. Please contact the office that sent it.',
  },
  contract_signing_voided: {
    status: 409,
    es: 'Esta firma se ha anulado: el contrato cambió después de enviarlo o la oficina la canceló. Pida a la oficina que se lo envíe de nuevo.',
    en: 'This signing has been voided: the contract changed after it was sent, or the office cancelled it. Ask the office to send it again.',
  },
  contract_signing_expired: {
    status: 409,
    es: 'El plazo para firmar este contrato ha terminado sin que se firmara. Pida a la oficina que se lo envíe de nuevo.',
    en: 'The time to sign this contract has ended without it being signed. Ask the office to send it again.',
  },
  contract_signing_link_expired: {
    status: 409,
    es: 'Este enlace de firma ha caducado. El contrato, una vez firmado por las dos partes, se envía por correo a ambas; pida una copia a la oficina si la necesita.',
    en: 'This signing link has expired. Once signed by both parties, the contract is emailed to both; ask the office for a copy if you need one.',
  },
  contract_signing_already_signed: {
    status: 409,
    es: 'Este contrato ya está firmado en este enlace: no se puede firmar dos veces.',
    en: 'This contract has already been signed on this link: it cannot be signed twice.',
  },
  contract_signing_declined: {
    status: 409,
    es: 'La firma de este contrato se rechazó: ya no se puede firmar en este enlace.',
    en: 'The signing of this contract was declined: it can no longer be signed on this link.',
  },
  contract_signing_document_changed: {
    status: 409,
    es: 'El documento que firma no es el que se envió: vuelva a cargar la página y léalo de nuevo.',
    en: 'The document you are signing is not the one that was sent: reload the page and read it again.',
  },
  contract_signing_consent: {
    status: 400,
    es: 'Para firmar debe aceptar firmar electrónicamente el contrato.',
    en: 'To sign you must agree to sign the contract electronically.',
  },
  contract_signing_id_number: {
    status: 400,
    es: 'El número de documento no es válido: un DNI o NIE con su letra, o un pasaporte (de 5 a 20 letras y cifras).',
    en: 'The document number is not valid: a Spanish DNI or NIE with its letter, or a passport (5 to 20 letters and digits).',
  },
  contract_signing_signature_image: {
    status: 400,
    es: 'La firma debe ser una imagen PNG de como mucho {kilobytes} KB y {width} × {height} píxeles.',
    en: 'The signature must be a PNG image of at most {kilobytes} KB and {width} × {height} pixels.',
  },
  contract_signing_not_signed_by_party: {
    status: 409,
    es: 'La contraparte aún no ha firmado: la empresa firma después de ella.',
    en: 'The counterparty has not signed yet: the company signs after it.',
  },
  contract_signing_not_completed: {
    status: 409,
    es: 'El contrato aún no está firmado por las dos partes: no hay documento firmado.',
    en: 'The contract has not been signed by both parties yet: there is no signed document.',
  },
  contract_signing_needs_authenticator: {
    status: 403,
    es: 'Para firmar en nombre de la empresa su cuenta necesita una aplicación de autenticación (código de 6 cifras): actívela en su perfil.',
    en: 'To sign for the company your account needs an authenticator app (6-digit code): turn it on in your profile.',
  },
  signing_certificate_unreadable: {
    status: 400,
    es: 'El archivo no es un certificado PKCS#12 (.p12 o .pfx) con clave RSA que Bolo pueda leer.',
    en: 'The file is not a PKCS#12 certificate (.p12 or .pfx) with an RSA key that Bolo can read.',
  },
  signing_certificate_password: {
    status: 400,
    es: 'La contraseña no abre el certificado.',
    en: 'The password does not open the certificate.',
  },
  signing_certificate_no_key: {
    status: 400,
    es: 'El archivo no contiene la clave privada del certificado: expórtelo con su clave privada.',
    en: 'The file does not hold the certificate’s private key: export it with its private key.',
  },
  signing_certificate_expired: {
    status: 400,
    es: 'El certificado ha caducado.',
    en: 'The certificate has expired.',
  },
  signing_certificate_sealed: {
    status: 409,
    es: 'El certificado de la empresa se guardó cifrado con otra clave del servidor (cambió LINK_SECRET): vuelva a subirlo o bórrelo para que se haga uno nuevo.',
    en: 'The company’s certificate was stored encrypted with another server key (LINK_SECRET changed): upload it again, or delete it so a new one is made.',
  },
  rate_limited: {
    status: 429,
    es: 'Demasiados intentos. Inténtelo de nuevo dentro de {wait}.',
    en: 'Too many attempts. Please try again in {wait}.',
  },
  payment_line_not_found: {
    status: 404,
    es: 'La línea del calendario de pagos no existe.',
    en: 'The payment schedule line does not exist.',
  },
  payment_not_found: { status: 404, es: 'El pago no existe.', en: 'The payment does not exist.' },
  payment_receipt_type: {
    status: 415,
    es: 'El justificante debe ser un PDF o una imagen PNG o JPEG.',
    en: 'The receipt must be a PDF or a PNG or JPEG image.',
  },
  empresa_not_found: { status: 404, es: 'La empresa no existe.', en: 'The company does not exist.' },
  payment_template_not_found: {
    status: 404,
    es: 'La plantilla de calendario de pagos no existe.',
    en: 'The payment schedule template does not exist.',
  },
  payment_no_fee: {
    status: 409,
    es: 'Las condiciones de contratación con {party} no tienen caché fijo: escriba el importe antes de hacer el calendario de pagos.',
    en: 'The hiring conditions with {party} have no fixed fee: enter the amount before making the payment schedule.',
  },
  payment_no_show_date: {
    status: 409,
    es: 'El evento no tiene fecha: un pago el día del concierto o contado desde él necesita una.',
    en: 'The event has no date: a payment on the show’s day or counted from it needs one.',
  },
  payment_schedule_paid: {
    status: 409,
    es: 'El calendario de pagos con {party} ya tiene pagos registrados: no se puede rehacer.',
    en: 'The payment schedule with {party} already has payments recorded: it cannot be made again.',
  },
  payment_currency_mismatch: {
    status: 409,
    es: 'El pago está en {currency} y la línea en {lineCurrency}: registre el pago en la moneda de la línea.',
    en: 'The payment is in {currency} and the line in {lineCurrency}: record the payment in the line’s currency.',
  },
  payment_exceeds_balance: {
    status: 409,
    es: 'El pago ({amount}) supera lo pendiente de la línea ({balance}).',
    en: 'The payment ({amount}) exceeds the line’s balance due ({balance}).',
  },
  payment_line_paid: {
    status: 409,
    es: 'La línea «{label}» tiene pagos registrados: no se puede quitar. Borre antes sus pagos si eran un error.',
    en: 'The line “{label}” has payments recorded: it cannot be removed. Delete its payments first if they were a mistake.',
  },
  payment_line_below_paid: {
    status: 409,
    es: 'La línea quedaría en {amount}, menos de lo ya pagado ({paid}).',
    en: 'The line would be {amount}, less than what is already paid ({paid}).',
  },
  server_error: { status: 500, es: 'Error en el servidor', en: 'Server error' },
  busy: {
    status: 503,
    es: 'El servidor está generando muchos documentos. Inténtelo de nuevo en unos segundos.',
    en: 'The server is generating many documents. Try again in a few seconds.',
  },
  db_unavailable: {
    status: 503,
    es: 'La base de datos no está disponible. Inténtelo de nuevo en unos segundos.',
    en: 'The database is not available. Try again in a few seconds.',
  },
  storage_unavailable: {
    status: 503,
    es: 'El almacén de archivos no está disponible. Inténtelo de nuevo en unos segundos.',
    en: 'The file store is not available. Try again in a few seconds.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;
export type Locale = 'es' | 'en';

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(errorCatalogue, code);

/** A value put into a catalogue text: a number, or a word in each language. */
export type ErrorParam = number | Record<Locale, string>;
export type ErrorParams = Record<string, ErrorParam>;

/** The catalogue text of `code` in `locale`, with its `{name}` placeholders filled from `params`. */
export function errorText(code: ErrorCode, locale: Locale, params: ErrorParams = {}): string {
  return errorCatalogue[code][locale].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? value.toLocaleString(locale) : value[locale];
  });
}

/**
 * The one error services throw: a catalogue code, the values of its text's placeholders and, for a
 * rate limit, the wait. It knows no transport: tRPC and the REST paths map it at their edge.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly appCode: ErrorCode;
  readonly retryAfterSeconds?: number;
  /** Values of the text's placeholders (`in_use`: how many rows use the one being deleted). */
  readonly params?: ErrorParams;

  constructor(
    code: ErrorCode,
    options: { retryAfterSeconds?: number; cause?: unknown; params?: ErrorParams } = {},
  ) {
    super(errorText(code, 'es', options.params), { cause: options.cause });
    this.appCode = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.params = options.params;
  }
}

export const statusOf = (code: ErrorCode): Status => errorCatalogue[code].status;
