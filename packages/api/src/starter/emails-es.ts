import { feeTiers, ifGiven, orBlank, orElse, toBeConfirmed } from './blanks';
import type { StarterTexts } from './texts';

/** A missing value prints «[por definir]», for the office to see before sending. */
const marker = toBeConfirmed.es;
const tbc = orBlank(marker);
const event = '«{{infoGeneral.name}}»';
const date = tbc('infoGeneral.date', 'fecha');
/** A subject's short date, in brackets, left out while the event has none. */
const shortDate = ifGiven('infoGeneral.date', ' ({{fecha infoGeneral.date "corto"}})');
const when = `el ${date} en ${tbc('infoGeneral.location')}`;
const address = orElse('infoGeneral.address', '{{infoGeneral.address}}', `dirección ${marker}`);
const hall = tbc('sala.name');
/** A subject's hall, left out while the event has none. */
const atHall = ifGiven('sala.name', ' en {{sala.name}}');
const aforo = orElse('infoGeneral.aforo', '{{infoGeneral.aforo}} personas', marker);
const doors = `La apertura de puertas será a las ${tbc('infoGeneral.aperturaPuertas')} y el concierto comenzará a las ${tbc('infoGeneral.startTime')}.`;
const time = (key: string) => tbc(`produccion.${key}`);
const schedule = `Llegada: ${time('arrivalTime')}<br>Montaje: ${time('assemblyStart')}<br>Prueba de sonido: ${time('startSoundTest')} – ${time('endSoundTest')}<br>Concierto: ${time('showStart')} – ${time('showEnd')}<br>Salida del backstage: ${time('backstageExit')}`;
const need = (key: string, label: string) =>
  `{{#if produccion.${key}}}${label}: ${tbc(`produccion.${key}Description`)}<br>{{/if}}`;
const calendar = `Anuncio: ${tbc('infoGeneral.plazoAnuncio', 'fecha')}<br>Salida a la venta: ${tbc('infoGeneral.salidaVenta', 'fecha')}`;
const channels = tbc('entrada.canales', 'lista');
const tickets = `Entradas:<br>{{#each entrada.entradas}}{{descripcion}}: {{dinero pvp}}<br>{{else}}${marker}<br>{{/each}}Canales de venta: ${channels}.`;
const fee = `{{#if contratacion.cacheFijoActivo}}El caché fijo acordado es de {{dinero contratacion.cacheFijo}}{{#if contratacion.cacheFijoDescripcion}} ({{contratacion.cacheFijoDescripcion}}){{/if}}.{{/if}}{{#if contratacion.cacheVariableActivo}} Se añade un caché variable${ifGiven('contratacion.cacheVariableDescripcion', ' ({{contratacion.cacheVariableDescripcion}})')}:<br>${feeTiers.es(`${marker}<br>`)}{{/if}} En los próximos días os enviaremos el contrato para su firma.`;
const accessible =
  '{{#if infoGeneral.isAccesible}}El recinto es accesible para personas con movilidad reducida.{{else}}El recinto no es plenamente accesible: os rogamos que nos aviséis si alguna persona de vuestro equipo o del público que gestionáis necesita asistencia.{{/if}}';
const questions = `Para cualquier consulta, podéis escribirnos a ${tbc('emailsDepartamentos.accesibilidad', 'lista')}.`;
/** The day sheet: its link when it has one (always the current version), and the PDF attached. */
const daySheet =
  '{{#if hojaDeRuta.url}}La hoja de ruta está siempre al día en este enlace, que se puede abrir en el móvil sin cuenta y consultar sin conexión una vez abierto: {{hojaDeRuta.url}}<br>{{/if}}Os adjuntamos también la hoja de ruta en PDF, con el horario de cada día, los contactos, el hotel y las notas.';
const daySheetChanges =
  'Si algo cambia, la hoja de ruta del enlace lo mostrará con la hora del último cambio.';

/** The starter set in Spanish: the masters every new event's documents are generated from. */
export const spanishEmails: StarterTexts['emails'] = {
  confirmacion: {
    artista: {
      subject: `Confirmación de actuación: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Nos complace confirmaros la actuación de ${tbc('artista.name')} en ${event}, ${when} (${address}).`,
        `${doors} La duración prevista de la actuación es de ${orElse('infoGeneral.duration', '{{infoGeneral.duration}} minutos', marker)}.`,
        fee,
        'Os rogamos que nos confirméis la recepción de este correo y que nos comuniquéis cualquier cambio en la formación o en las necesidades técnicas.',
      ],
    },
    promotor: {
      subject: `Confirmación del evento: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Os confirmamos la celebración de ${event} ${when}, con un aforo de ${aforo}.`,
        doors,
        `{{#if entrada.precioMinimo}}Las entradas costarán entre {{dinero entrada.precioMinimo}} y {{dinero entrada.precioMaximo}} y se venderán en ${channels}.{{/if}}`,
        fee,
      ],
    },
    sala: {
      subject: `Confirmación de fecha: {{infoGeneral.name}}${atHall}${shortDate}`,
      paragraphs: [
        `Os confirmamos la reserva de ${hall} para ${event} el ${date}.`,
        `Aforo previsto: ${aforo}. ${doors}`,
        `Necesidades técnicas: llegada del equipo a las ${time('arrivalTime')}, montaje desde las ${time('assemblyStart')} y prueba de sonido de ${time('startSoundTest')} a ${time('endSoundTest')}.{{#if produccion.observations}} Observaciones técnicas: {{produccion.observations}}.{{/if}}`,
        'Os agradeceríamos que nos enviarais la ficha técnica actualizada de la sala y el contacto de la persona responsable técnica del día.',
      ],
    },
  },
  produccion: {
    artista: {
      subject: `Hoja de producción: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Os enviamos los horarios de producción de ${event}, ${when} (${address}):`,
        schedule,
        `${need('backline', 'Backline')}${need('catering', 'Catering')}${need('camerino', 'Camerino')}${need('hospitality', 'Hospitality')}${need('acommodation', 'Alojamiento')}${need('transfer', 'Transporte')}`,
        'Os pedimos que nos enviéis el rider técnico y de hospitalidad actualizado y la lista de las personas que viajan.',
      ],
    },
    promotor: {
      subject: `Producción del evento: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Estos son los horarios de producción de ${event}, ${when}:`,
        schedule,
        `${need('donwloadAccess', 'Acceso de descarga')}${need('parking', 'Aparcamiento')}${need('merchandising', 'Merchandising')}${need('catering', 'Catering')}`,
        'Coordinaremos con vosotros el personal de sala, taquilla y seguridad. {{produccion.observaciones}}',
      ],
    },
    sala: {
      subject: `Necesidades técnicas: {{infoGeneral.name}}${atHall}`,
      paragraphs: [
        `Os enviamos los horarios y las necesidades técnicas de ${event} en ${hall}, el ${date}:`,
        schedule,
        `Escenario: ${tbc('infoGeneral.escenario')}${ifGiven('infoGeneral.observacionesEscenario', ' {{infoGeneral.observacionesEscenario}}')}<br>${need('donwloadAccess', 'Acceso de descarga')}${need('backline', 'Backline')}${need('parking', 'Aparcamiento')}${need('camerino', 'Camerino')}`,
        '{{#if produccion.observations}}Observaciones técnicas: {{produccion.observations}}. {{/if}}Os agradeceríamos que nos confirméis el personal técnico de la sala para el montaje y el concierto.',
      ],
    },
  },
  comunicacion: {
    artista: {
      subject: 'Comunicación: anuncio de {{infoGeneral.name}}',
      paragraphs: [
        `Os compartimos el calendario de comunicación de ${event} (${date}, ${tbc('infoGeneral.location')}):`,
        calendar,
        tickets,
        'Os pedimos que no publiquéis la fecha antes del anuncio y que nos enviéis fotos de prensa en alta resolución, la biografía y los enlaces a vuestras redes sociales para preparar la campaña.',
      ],
    },
    promotor: {
      subject: 'Plan de comunicación: {{infoGeneral.name}}',
      paragraphs: [
        `Os enviamos el calendario de comunicación de ${event}, ${when}:`,
        calendar,
        tickets,
        'Coordinaremos con vosotros la difusión en medios locales y redes sociales; os haremos llegar los materiales gráficos antes del anuncio.',
      ],
    },
    sala: {
      subject: `Anuncio y venta de entradas: {{infoGeneral.name}}${atHall}`,
      paragraphs: [
        `Os compartimos las fechas de comunicación de ${event} en ${hall}:`,
        calendar,
        tickets,
        'Os agradeceríamos que incluyáis el concierto en la agenda de la sala y en vuestros canales a partir del anuncio, y que nos indiquéis los soportes de cartelería disponibles.',
      ],
    },
  },
  accesibilidad: {
    artista: {
      subject: 'Accesibilidad y prevención de riesgos: {{infoGeneral.name}}',
      paragraphs: [
        `Os informamos de las condiciones de accesibilidad y de prevención de riesgos laborales (PRL) de ${event}, ${when}.`,
        accessible,
        '{{#if infoGeneral.isPrl}}Para la coordinación de actividades empresariales, os pedimos que nos enviéis, al menos diez días antes del evento, la relación de las personas que accederán al recinto y la documentación de PRL de vuestro personal técnico (evaluación de riesgos, formación e información, y aptitud médica).{{/if}}',
        questions,
      ],
    },
    promotor: {
      subject: 'Accesibilidad y PRL del evento: {{infoGeneral.name}}',
      paragraphs: [
        `Os trasladamos la información de accesibilidad y de prevención de riesgos laborales de ${event}, ${when}.`,
        accessible,
        '{{#if infoGeneral.isPrl}}Os rogamos que nos enviéis la documentación de PRL de las empresas y del personal que contratéis para el evento, para incorporarla a la coordinación de actividades empresariales.{{/if}} Os pedimos también que reservéis localidades accesibles en la venta de entradas.',
        questions,
      ],
    },
    sala: {
      subject: `Accesibilidad y plan de autoprotección: {{infoGeneral.name}}${atHall}`,
      paragraphs: [
        `Preparamos la accesibilidad y la prevención de riesgos laborales de ${event} en ${hall}, el ${date}.`,
        accessible,
        '{{#if infoGeneral.isPrl}}Os agradeceríamos que nos enviéis el plan de autoprotección de la sala, la evaluación de riesgos del recinto y las normas internas de seguridad para trasladarlas a todo el personal que trabajará en el evento.{{/if}} Indicadnos también las plazas reservadas para personas con movilidad reducida y los itinerarios de evacuación.',
        questions,
      ],
    },
  },
  avance: {
    artista: {
      subject: `Hoja de ruta: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Os enviamos la hoja de ruta de ${event}, ${when} (${address}).`,
        daySheet,
        `Os rogamos que la reviséis con vuestro tour manager y que nos aviséis de cualquier cambio en los horarios o en las personas que viajan. ${daySheetChanges}`,
      ],
    },
    promotor: {
      subject: `Hoja de ruta del evento: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Os enviamos la hoja de ruta de ${event}, ${when}.`,
        daySheet,
        `Compartidla con el personal de sala, taquilla y seguridad que coordinéis. ${daySheetChanges}`,
      ],
    },
    sala: {
      subject: `Hoja de ruta: {{infoGeneral.name}}${atHall}${shortDate}`,
      paragraphs: [
        `Os enviamos la hoja de ruta de ${event} en ${hall}, el ${date}.`,
        daySheet,
        `Os agradeceríamos que la compartáis con la persona responsable técnica del día. ${daySheetChanges}`,
      ],
    },
  },
};
