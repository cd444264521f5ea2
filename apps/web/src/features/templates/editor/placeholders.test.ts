import { describe, expect, it } from 'vitest';
import type { VariableGroup } from '../api';
import { chipHtml, readPlaceholder, segmentsOf, withChips, withPlaceholders } from './placeholders';
import { indexVariables, searchVariables } from './variables';

const variable = (key: string, es: string, en: string, kind: string, placeholder: string) => ({
  key,
  label: { es, en },
  kind,
  sample: null,
  placeholder,
});

/** A few groups of the catalogue as `templates.variables` answers them. */
const groups: VariableGroup[] = [
  {
    key: 'artista',
    label: { es: 'Artista', en: 'Artist' },
    variables: [
      variable('name', 'Nombre', 'Name', 'text', '{{artista.name}}'),
      variable(
        'emailConfirmacion',
        'Emails de confirmación',
        'Confirmation emails',
        'list',
        '{{lista artista.emailConfirmacion}}',
      ),
    ],
  },
  {
    key: 'infoGeneral',
    label: { es: 'Información general', en: 'General information' },
    variables: [
      variable('name', 'Nombre del evento', 'Event name', 'text', '{{infoGeneral.name}}'),
      variable('date', 'Fecha', 'Date', 'date', '{{fecha infoGeneral.date}}'),
    ],
  },
  {
    key: 'entrada',
    label: { es: 'Entradas', en: 'Tickets' },
    variables: [
      variable(
        'entradas',
        'Tipos de entrada',
        'Ticket tiers',
        'rows',
        '{{#each entrada.entradas}}{{descripcion}} {{pvp}}{{/each}}',
      ),
      variable('precioMinimo', 'Precio más bajo', 'Lowest price', 'money', '{{dinero entrada.precioMinimo}}'),
    ],
  },
];
const catalogue = indexVariables(groups);

/** Loaded into the editor and written back, as a save of an untouched body does. */
const roundTrip = (html: string) => withPlaceholders(withChips(html, catalogue));

describe('the variables of a stored body as chips in the editor', () => {
  it('turns each variable of the catalogue in the text into a chip that holds its placeholder', () => {
    expect(withChips('<p>Hola {{artista.name}}, el {{fecha infoGeneral.date}}.</p>', catalogue)).toBe(
      `<p>Hola ${chipHtml('{{artista.name}}')}, el ${chipHtml('{{fecha infoGeneral.date}}')}.</p>`,
    );
  });

  it('keeps a helper’s arguments in the chip, quotes escaped in the attribute', () => {
    expect(withChips('<p>{{fecha infoGeneral.date "largo"}}</p>', catalogue)).toBe(
      '<p><span data-variable="{{fecha infoGeneral.date &quot;largo&quot;}}"></span></p>',
    );
    expect(catalogue.labelOf('{{fecha infoGeneral.date "largo"}}', 'es')).toBe(
      'Información general · Fecha (largo)',
    );
    expect(catalogue.labelOf('{{dinero entrada.precioMinimo}}', 'en')).toBe('Tickets · Lowest price');
  });

  it('leaves blocks, row fields, unknown names, unknown helpers and triple braces as text', () => {
    const body =
      '<p>{{#each entrada.entradas}}{{descripcion}}: {{dinero pvp}}{{/each}}</p>' +
      '<p>{{#if artista.name}}sí{{else}}no{{/if}} {{artista.nombre}} {{foo artista.name}} {{{artista.name}}}</p>';
    expect(withChips(body, catalogue)).toBe(body);
  });

  it('never touches a placeholder inside an attribute or a comment', () => {
    const body =
      '<p><a href="{{artista.name}}" title=\'a > b\'>{{artista.name}}</a><!-- {{artista.name}} --></p>';
    expect(withChips(body, catalogue)).toBe(
      `<p><a href="{{artista.name}}" title='a > b'>${chipHtml('{{artista.name}}')}</a><!-- {{artista.name}} --></p>`,
    );
  });

  it('gives back exactly the stored body, whatever its placeholders and spacing', () => {
    for (const body of [
      '<p>Hola {{artista.name}}</p>\n<p>{{fecha infoGeneral.date "largo"}} · {{  infoGeneral.name  }}</p>',
      "<h1>{{lista artista.emailConfirmacion}}</h1><p>{{fecha infoGeneral.date 'corto'}}{{dinero entrada.precioMinimo}}</p>",
      '<ul><li><p>{{#each entrada.entradas}}{{descripcion}} {{pvp}}{{/each}}</p></li></ul>',
      '<p>{{artista.name}}{{artista.name}}&amp;{{}} {{ }} {{artista}} {{#if x}}</p>',
      '<p>&lt;{{artista.name}}&gt; "{{artista.name}}"</p><hr data-page-break><p>fin</p>',
      '',
    ])
      expect(roundTrip(body)).toBe(body);
  });
});

describe('the editor’s HTML as it is stored', () => {
  it('writes each chip as its placeholder, reading the entities a browser puts in attributes', () => {
    expect(
      withPlaceholders(
        '<p><strong><span data-variable="{{artista.name}}"></span></strong> ' +
          '<span data-variable="{{fecha infoGeneral.date &quot;largo&quot;}}"></span>' +
          '<span data-variable="{{fecha infoGeneral.date &#39;x&#39; &#x22;y&#x22;}}"></span></p>',
      ),
    ).toBe(
      '<p><strong>{{artista.name}}</strong> {{fecha infoGeneral.date "largo"}}{{fecha infoGeneral.date \'x\' "y"}}</p>',
    );
  });

  it('writes a page break as the typesetter reads it, and leaves a plain rule a rule', () => {
    expect(withPlaceholders('<p>a</p><hr data-page-break=""><p>b</p><hr>')).toBe(
      '<p>a</p><hr data-page-break><p>b</p><hr>',
    );
  });

  it('leaves text that only looks like a chip alone', () => {
    const typed = '<p>&lt;span data-variable="{{artista.name}}"&gt;&lt;/span&gt;</p>';
    expect(withPlaceholders(typed)).toBe(typed);
  });
});

describe('what the variable picker inserts', () => {
  it('inserts a variable as one chip, and a rows block as text around nothing but text', () => {
    expect(segmentsOf('{{fecha infoGeneral.date}}', catalogue)).toEqual([
      { kind: 'chip', placeholder: '{{fecha infoGeneral.date}}' },
    ]);
    expect(segmentsOf('{{#each entrada.entradas}}{{descripcion}} {{pvp}}{{/each}}', catalogue)).toEqual([
      { kind: 'text', text: '{{#each entrada.entradas}}{{descripcion}} {{pvp}}{{/each}}' },
    ]);
    expect(segmentsOf('Hola {{artista.name}}!', catalogue)).toEqual([
      { kind: 'text', text: 'Hola ' },
      { kind: 'chip', placeholder: '{{artista.name}}' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('reads a placeholder’s helper, variable and arguments', () => {
    expect(readPlaceholder(' fecha infoGeneral.date "largo" ')).toEqual({
      helper: 'fecha',
      path: 'infoGeneral.date',
      args: ['"largo"'],
    });
    expect(readPlaceholder('artista.name')).toEqual({ helper: null, path: 'artista.name', args: [] });
    expect(readPlaceholder('#each entrada.entradas')).toBeNull();
    expect(readPlaceholder('descripcion')).toBeNull();
  });

  it('finds variables by their label in either language or their name, any case or accents', () => {
    const found = (query: string) =>
      searchVariables(groups, query).flatMap((group) => group.variables.map((v) => `${group.key}.${v.key}`));
    expect(found('informacion')).toEqual(['infoGeneral.name', 'infoGeneral.date']);
    expect(found('FECHA')).toEqual(['infoGeneral.date']);
    expect(found('lowest')).toEqual(['entrada.precioMinimo']);
    expect(found('')).toHaveLength(6);
    expect(found('nada de esto')).toEqual([]);
  });
});
