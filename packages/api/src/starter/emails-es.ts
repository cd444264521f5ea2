import type { StarterTexts } from './texts';

const event = '«{{infoGeneral.name}}»';
const when = 'el {{fecha infoGeneral.date}} en {{infoGeneral.location}}';
const doors =
  'La apertura de puertas será a las {{infoGeneral.aperturaPuertas}} y el concierto comenzará a las {{infoGeneral.startTime}}.';
const schedule =
  'Llegada: {{produccion.arrivalTime}}<br>Montaje: {{produccion.assemblyStart}}<br>Prueba de sonido: {{produccion.startSoundTest}} – {{produccion.endSoundTest}}<br>Concierto: {{produccion.showStart}} – {{produccion.showEnd}}<br>Salida del backstage: {{produccion.backstageExit}}';
const need = (key: string, label: string) =>
  `{{#if produccion.${key}}}${label}: {{produccion.${key}Description}}<br>{{/if}}`;
const calendar =
  'Anuncio: {{fecha infoGeneral.plazoAnuncio}}<br>Salida a la venta: {{fecha infoGeneral.salidaVenta}}';
const tickets =
  'Entradas:<br>{{#each entrada.entradas}}{{descripcion}}: {{dinero pvp}}<br>{{/each}}Canales de venta: {{lista entrada.canales}}.';
const fee =
  '{{#if contratacion.cacheFijoActivo}}El caché fijo acordado es de {{dinero contratacion.cacheFijo}}{{#if contratacion.cacheFijoDescripcion}} ({{contratacion.cacheFijoDescripcion}}){{/if}}.{{/if}}{{#if contratacion.cacheVariableActivo}} Se añade un caché variable: {{contratacion.cacheVariableDescripcion}}.{{/if}} En los próximos días os enviaremos el contrato para su firma.';
const accessible =
  '{{#if infoGeneral.isAccesible}}El recinto es accesible para personas con movilidad reducida.{{else}}El recinto no es plenamente accesible: os rogamos que nos aviséis si alguna persona de vuestro equipo o del público que gestionáis necesita asistencia.{{/if}}';
const questions =
  'Para cualquier consulta, podéis escribirnos a {{lista emailsDepartamentos.accesibilidad}}.';

/** The starter set in Spanish: the masters every new event's documents are generated from. */
export const spanishEmails: StarterTexts['emails'] = {
  confirmacion: {
    artista: {
      subject: 'Confirmación de actuación: {{infoGeneral.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `Nos complace confirmaros la actuación de {{artista.name}} en ${event}, ${when} ({{infoGeneral.address}}).`,
        `${doors} La duración prevista de la actuación es de {{infoGeneral.duration}} minutos.`,
        fee,
        'Os rogamos que nos confirméis la recepción de este correo y que nos comuniquéis cualquier cambio en la formación o en las necesidades técnicas.',
      ],
    },
    promotor: {
      subject: 'Confirmación del evento: {{infoGeneral.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `Os confirmamos la celebración de ${event} ${when}, con un aforo de {{infoGeneral.aforo}} personas.`,
        doors,
        '{{#if entrada.precioMinimo}}Las entradas costarán entre {{dinero entrada.precioMinimo}} y {{dinero entrada.precioMaximo}} y se venderán en {{lista entrada.canales}}.{{/if}}',
        fee,
      ],
    },
    sala: {
      subject:
        'Confirmación de fecha: {{infoGeneral.name}} en {{sala.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `Os confirmamos la reserva de {{sala.name}} para ${event} el {{fecha infoGeneral.date}}.`,
        `Aforo previsto: {{infoGeneral.aforo}} personas. ${doors}`,
        'Necesidades técnicas: llegada del equipo a las {{produccion.arrivalTime}}, montaje desde las {{produccion.assemblyStart}} y prueba de sonido de {{produccion.startSoundTest}} a {{produccion.endSoundTest}}.{{#if produccion.observations}} Observaciones técnicas: {{produccion.observations}}.{{/if}}',
        'Os agradeceríamos que nos enviarais la ficha técnica actualizada de la sala y el contacto de la persona responsable técnica del día.',
      ],
    },
  },
  produccion: {
    artista: {
      subject: 'Hoja de producción: {{infoGeneral.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `Os enviamos los horarios de producción de ${event}, ${when} ({{infoGeneral.address}}):`,
        schedule,
        `${need('backline', 'Backline')}${need('catering', 'Catering')}${need('camerino', 'Camerino')}${need('hospitality', 'Hospitality')}${need('acommodation', 'Alojamiento')}${need('transfer', 'Transporte')}`,
        'Os pedimos que nos enviéis el rider técnico y de hospitalidad actualizado y la lista de las personas que viajan.',
      ],
    },
    promotor: {
      subject: 'Producción del evento: {{infoGeneral.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `Estos son los horarios de producción de ${event}, ${when}:`,
        schedule,
        `${need('donwloadAccess', 'Acceso de descarga')}${need('parking', 'Aparcamiento')}${need('merchandising', 'Merchandising')}${need('catering', 'Catering')}`,
        'Coordinaremos con vosotros el personal de sala, taquilla y seguridad. {{produccion.observaciones}}',
      ],
    },
    sala: {
      subject: 'Necesidades técnicas: {{infoGeneral.name}} en {{sala.name}}',
      paragraphs: [
        `Os enviamos los horarios y las necesidades técnicas de ${event} en {{sala.name}}, el {{fecha infoGeneral.date}}:`,
        schedule,
        `Escenario: {{infoGeneral.escenario}} {{infoGeneral.observacionesEscenario}}<br>${need('donwloadAccess', 'Acceso de descarga')}${need('backline', 'Backline')}${need('parking', 'Aparcamiento')}${need('camerino', 'Camerino')}`,
        '{{#if produccion.observations}}Observaciones técnicas: {{produccion.observations}}. {{/if}}Os agradeceríamos que nos confirméis el personal técnico de la sala para el montaje y el concierto.',
      ],
    },
  },
  comunicacion: {
    artista: {
      subject: 'Comunicación: anuncio de {{infoGeneral.name}}',
      paragraphs: [
        `Os compartimos el calendario de comunicación de ${event} ({{fecha infoGeneral.date}}, {{infoGeneral.location}}):`,
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
      subject: 'Anuncio y venta de entradas: {{infoGeneral.name}} en {{sala.name}}',
      paragraphs: [
        `Os compartimos las fechas de comunicación de ${event} en {{sala.name}}:`,
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
      subject: 'Accesibilidad y plan de autoprotección: {{infoGeneral.name}} en {{sala.name}}',
      paragraphs: [
        `Preparamos la accesibilidad y la prevención de riesgos laborales de ${event} en {{sala.name}}, el {{fecha infoGeneral.date}}.`,
        accessible,
        '{{#if infoGeneral.isPrl}}Os agradeceríamos que nos enviéis el plan de autoprotección de la sala, la evaluación de riesgos del recinto y las normas internas de seguridad para trasladarlas a todo el personal que trabajará en el evento.{{/if}} Indicadnos también las plazas reservadas para personas con movilidad reducida y los itinerarios de evacuación.',
        questions,
      ],
    },
  },
};
