import type { DocumentParty } from '@bolo/db';
import { feeTiers, fillIn, ifGiven, orBlank } from './blanks';
import type { ContractText } from './texts';

/** A missing party datum prints a line to fill in by hand. */
const fill = orBlank(fillIn);

const role: Record<DocumentParty, string> = {
  artista: 'EL ARTISTA',
  promotor: 'EL PROMOTOR',
  sala: 'LA SALA',
};
const title: Record<DocumentParty, string> = {
  artista: 'CONTRATO DE ACTUACIÓN ARTÍSTICA',
  promotor: 'CONTRATO DE COLABORACIÓN PARA LA PROMOCIÓN DE UN EVENTO',
  sala: 'CONTRATO DE CESIÓN DE SALA',
};
const object: Record<DocumentParty, string> = {
  artista: `El objeto del presente contrato es la actuación en directo de ${fill('artista.name')} en el evento «{{infoGeneral.name}}», con una duración aproximada de ${fill('infoGeneral.duration')} minutos{{#if artista.isTelonero}}, en calidad de telonero{{/if}}.`,
  promotor:
    'El objeto del presente contrato es la colaboración de EL PROMOTOR con LA PRODUCTORA en la organización, la promoción y la venta de entradas del evento «{{infoGeneral.name}}».',
  sala: `El objeto del presente contrato es la cesión por LA SALA de ${fill('sala.name')}, con su equipamiento técnico y el personal necesario, para la celebración del evento «{{infoGeneral.name}}».`,
};
const interest: Record<DocumentParty, string> = {
  artista: 'Que EL ARTISTA está interesado en actuar en dicho evento en las condiciones de este contrato.',
  promotor: 'Que EL PROMOTOR está interesado en colaborar en la organización y la promoción de dicho evento.',
  sala: `Que LA SALA gestiona el recinto ${fill('sala.name')}, sito en ${fill('sala.direccionSala')} (${fill('sala.city')}), con un aforo de ${fill('sala.capacity')} personas, y está interesada en acoger dicho evento.`,
};
const production: Record<DocumentParty, string> = {
  artista:
    'LA PRODUCTORA pondrá a disposición de EL ARTISTA el equipo de sonido e iluminación y el personal técnico que figuran en su rider técnico, que se adjunta como anexo y forma parte de este contrato.',
  promotor:
    'EL PROMOTOR coordinará con LA PRODUCTORA el personal de sala, taquilla, seguridad y limpieza, así como las necesidades técnicas y de hospitalidad del evento.',
  sala: 'LA SALA facilitará el acceso de descarga, su equipamiento técnico y el personal de sala, taquilla, seguridad y limpieza necesarios, y cumplirá la normativa de espectáculos públicos y de autoprotección del recinto.',
};

const date = fill('infoGeneral.date', 'fecha');
const place = fill('infoGeneral.location');
const time = (key: string) => fill(`produccion.${key}`);

/** A Spanish contract for `party`: REUNIDOS, EXPONEN and ten clauses. */
export function spanishContract(party: DocumentParty): ContractText {
  const them = role[party];
  return {
    title: title[party],
    parties: [
      `De una parte, D./D.ª ${fill('firmante.name')}${ifGiven('firmante.apellido', ' {{firmante.apellido}}')}, con DNI ${fill('firmante.dni')} y domicilio a estos efectos en ${fill('firmante.domicilio')}, que actúa en su calidad de ${fill('firmante.cargo')} en nombre y representación de ${fill('empresa.name')}, con CIF ${fill('empresa.cif')} y domicilio social en ${fill('empresa.direccion')} (en adelante, LA PRODUCTORA).`,
      `De otra parte, D./D.ª ${fill(`${party}.nameSignatory`)}, con DNI ${fill(`${party}.dniFirmante`)}, que actúa en nombre y representación de ${fill(`${party}.name`)}, con CIF ${fill(`${party}.cif`)} y domicilio en ${fill(`${party}.address`)} (en adelante, ${them}).`,
      'Ambas partes se reconocen mutuamente la capacidad legal necesaria para suscribir el presente contrato y, a tal efecto,',
    ],
    recitals: [
      `I. Que LA PRODUCTORA organiza el evento «{{infoGeneral.name}}», que se celebrará el ${date} en ${place}.`,
      `II. ${interest[party]}`,
      'III. Que ambas partes acuerdan formalizar el presente contrato con arreglo a las siguientes',
    ],
    clauses: [
      { title: 'OBJETO', paragraphs: [object[party]] },
      {
        title: 'FECHA Y LUGAR',
        paragraphs: [
          `El evento tendrá lugar el ${date} en ${place} (${fill('infoGeneral.address')}). La apertura de puertas será a las ${fill('infoGeneral.aperturaPuertas')} y el inicio, a las ${fill('infoGeneral.startTime')}. El aforo previsto es de ${fill('infoGeneral.aforo')} personas.{{#if contratacion.politicaMenores}} Política de menores: {{contratacion.politicaMenores}}.{{/if}}`,
        ],
      },
      {
        title: 'CONDICIONES ECONÓMICAS',
        paragraphs: [
          'Las partes acuerdan las siguientes condiciones económicas, a las que se sumarán los impuestos que legalmente correspondan:',
        ],
        table: {
          header: ['Concepto', 'Condiciones'],
          rows: [
            [
              'Caché fijo',
              '{{#if contratacion.cacheFijoActivo}}{{dinero contratacion.cacheFijo}}{{#if contratacion.cacheFijoDescripcion}} ({{contratacion.cacheFijoDescripcion}}){{/if}}{{else}}No se pacta caché fijo.{{/if}}',
            ],
            [
              'Caché variable',
              `{{#if contratacion.cacheVariableActivo}}${ifGiven('contratacion.cacheVariableDescripcion', '{{contratacion.cacheVariableDescripcion}}<br>')}${feeTiers.es()}{{else}}No se pacta caché variable.{{/if}}`,
            ],
          ],
        },
      },
      {
        title: 'FORMA DE PAGO',
        paragraphs: [
          `El caché fijo se abonará mediante ${fill('contratacion.formaPagoFijo')}{{#if contratacion.cacheVariableActivo}}, y el caché variable mediante ${fill('contratacion.formaPagoVariable')} una vez liquidada la taquilla{{/if}}, previa presentación de la factura correspondiente.`,
          '{{contratacion.observacionesGenerales}}',
        ],
      },
      {
        title: 'PRODUCCIÓN Y RIDER',
        paragraphs: [
          `Horarios: llegada a las ${time('arrivalTime')}, montaje desde las ${time('assemblyStart')}, prueba de sonido de ${time('startSoundTest')} a ${time('endSoundTest')} y actuación de ${time('showStart')} a ${time('showEnd')}.`,
          `${production[party]}{{#if produccion.backline}} Backline: ${fill('produccion.backlineDescription')}.{{/if}}{{#if produccion.catering}} Catering: ${fill('produccion.cateringDescription')}.{{/if}}{{#if produccion.observations}} Observaciones técnicas: {{produccion.observations}}.{{/if}}`,
        ],
      },
      {
        title: 'PROMOCIÓN',
        paragraphs: [
          `El evento no se anunciará antes del ${fill('infoGeneral.plazoAnuncio', 'fecha')} y las entradas saldrán a la venta el ${fill('infoGeneral.salidaVenta', 'fecha')}. Las partes coordinarán la comunicación del evento y solo usarán los materiales gráficos que ambas hayan aprobado.`,
          `{{#if contratacion.exclusividad}}Exclusividad: ${fill('contratacion.observacionesExclusividad')}{{/if}}`,
        ],
      },
      {
        title: 'INVITACIONES',
        paragraphs: [
          `{{#if contratacion.invitaciones}}Se reservan {{contratacion.invitaciones}} invitaciones para ${them}{{#if contratacion.observacionesInvitaciones}} ({{contratacion.observacionesInvitaciones}}){{/if}}.{{else}}No se acuerdan invitaciones.{{/if}}`,
        ],
      },
      {
        title: 'CANCELACIÓN',
        paragraphs: [
          'La parte que cancele el evento por causa que le sea imputable indemnizará a la otra por los gastos acreditados en que haya incurrido hasta la fecha de la cancelación, que deberá comunicarse por escrito con la mayor antelación posible.',
        ],
      },
      {
        title: 'FUERZA MAYOR',
        paragraphs: [
          'Ninguna de las partes responderá del incumplimiento de este contrato debido a causas de fuerza mayor, como catástrofes naturales, resoluciones de la autoridad, epidemias, huelgas generales o enfermedad grave acreditada. En tal caso, las partes procurarán acordar una nueva fecha y, de no ser posible, el contrato quedará resuelto sin indemnización, con la devolución de las cantidades anticipadas.',
        ],
      },
      {
        title: 'JURISDICCIÓN',
        paragraphs: [
          'Este contrato se rige por la legislación española. Para cualquier controversia sobre su interpretación o ejecución, las partes, con renuncia expresa a cualquier otro fuero, se someten a los Juzgados y Tribunales de Madrid.',
        ],
      },
    ],
    closing: [
      'Y en prueba de conformidad, las partes firman el presente contrato por duplicado y a un solo efecto en Madrid, a {{fecha date.hoy}}.',
    ],
  };
}
