import { describe, expect, it } from 'vitest';
import { placeholderOf, sampleVariables, variableGroups } from './catalogue';
import { buildEventVariables } from './event-variables';
import { checkTemplate, renderTemplate, TEMPLATE_LIMITS, TemplateError } from './render';

/** Intl puts a no-break space between the amount and the euro sign, so it never wraps alone. */
const nbsp = '\u00a0';
const samples = sampleVariables();
const render = (source: string, locale: 'es' | 'en' = 'es') =>
  renderTemplate(source, samples, { locale, timeZone: 'Europe/Madrid' });

describe('rendering a template', () => {
  it('fills in variables of the spec groups and escapes HTML in values', () => {
    const html = renderTemplate('<p>{{artista.name}} en {{sala.name}}</p>', {
      artista: { name: 'Zahara <b>' },
      sala: { name: 'La Riviera' },
    });
    expect(html).toBe('<p>Zahara &lt;b&gt; en La Riviera</p>');
  });

  it('keeps accents, ñ, ¿ ¡ and € exactly', () => {
    const html = renderTemplate('<p>¿{{promotor.nameSignatory}}? ¡{{dinero contratacion.cacheFijo}}!</p>', {
      promotor: { nameSignatory: 'Íñigo Núñez Güell' },
      contratacion: { cacheFijo: 150_000_050 },
    });
    expect(html).toBe(`<p>¿Íñigo Núñez Güell? ¡1.500.000,50${nbsp}€!</p>`);
  });

  it('writes money in euros from cents, in Spanish and English', () => {
    const source = '{{dinero entrada.precioMinimo}}';
    const at = (cents: number | null, locale: 'es' | 'en') =>
      renderTemplate(source, { entrada: { precioMinimo: cents } }, { locale, timeZone: 'Europe/Madrid' });
    expect(at(2550, 'es')).toBe(`25,50${nbsp}€`);
    expect(at(1_234_500, 'es')).toBe(`12.345,00${nbsp}€`);
    expect(at(1_234_500, 'en')).toBe('€12,345.00');
    expect(at(null, 'es')).toBe('');
  });

  it('writes a day in Spanish or English, long or short, whatever the time zone', () => {
    expect(render('{{fecha infoGeneral.date}}')).toBe('12 de junio de 2026');
    expect(render('{{fecha infoGeneral.date "corto"}}')).toBe('12/6/26');
    expect(render('{{fecha infoGeneral.date}}', 'en')).toBe('12 June 2026');
    const far = { infoGeneral: { date: '2026-01-01' } };
    expect(
      renderTemplate('{{fecha infoGeneral.date}}', far, { locale: 'es', timeZone: 'Pacific/Kiritimati' }),
    ).toBe('1 de enero de 2026');
  });

  it('shows an instant as the day it is in the event’s time zone', () => {
    const late = { date: { hoy: new Date('2026-06-12T23:30:00Z') } };
    expect(renderTemplate('{{fecha date.hoy}}', late, { locale: 'es', timeZone: 'Europe/Madrid' })).toBe(
      '13 de junio de 2026',
    );
    expect(renderTemplate('{{fecha date.hoy}}', late, { locale: 'es', timeZone: 'America/New_York' })).toBe(
      '12 de junio de 2026',
    );
  });

  it('joins lists the way each language does, and repeats rows with each', () => {
    expect(render('{{lista entrada.canales}}')).toBe('Web oficial y Taquilla');
    expect(render('{{lista entrada.canales}}', 'en')).toBe('Web oficial and Taquilla');
    expect(render('{{#each entrada.entradas}}<li>{{descripcion}}: {{dinero pvp}}</li>{{/each}}')).toBe(
      `<li>Anticipada: 25,00${nbsp}€</li><li>Taquilla: 30,00${nbsp}€</li>`,
    );
    expect(render('{{#if infoGeneral.isAccesible}}accesible{{else}}no{{/if}}')).toBe('accesible');
  });

  it('refuses a placeholder whose variable does not exist', () => {
    expect(() => renderTemplate('{{artista.nombreQueNoExiste}}', { artista: {} })).toThrow(
      /nombreQueNoExiste/,
    );
  });

  it('throws in strict mode when a known variable is missing from the data', () => {
    expect(() => renderTemplate('{{artista.name}}', { artista: {} })).toThrow(
      /line 1: "name" does not exist here/,
    );
  });
});

describe('templates that try to reach the runtime', () => {
  const attacks = [
    '{{constructor.constructor}}',
    '{{__proto__}}',
    '{{#with __proto__}}{{polluted}}{{/with}}',
    '{{lookup this "constructor"}}',
    '{{lookup (lookup this "constructor") "constructor"}}',
    '{{#each artista}}{{constructor.constructor}}{{/each}}',
    '{{#each artista}}{{this.__proto__}}{{/each}}',
    '{{@root.constructor}}',
    '{{artista.name.constructor}}',
    '{{fetchUrl "http://x"}}',
    '{{#fetchUrl}}x{{/fetchUrl}}',
    '{{log "hola"}}',
    '{{> secret}}',
    '{{{artista.name}}}',
    '{{& artista.name}}',
  ];
  for (const source of attacks) {
    it(`refuses ${source} at save and at render`, () => {
      expect(checkTemplate(source).ok).toBe(false);
      expect(() => render(source)).toThrow();
    });
  }

  it('names a helper that is not ours in the reason', () => {
    expect(checkTemplate('<p>hola</p>\n{{fetchUrl "http://x"}}')).toEqual({
      ok: false,
      line: 2,
      reason: { es: 'la función «fetchUrl» no existe', en: 'there is no helper "fetchUrl"' },
    });
  });
});

describe('checking a template at save', () => {
  it('says on which line a broken template fails, and why', () => {
    const check = checkTemplate('<p>línea 1</p>\n<p>{{#if artista.isTelonero}}sin cerrar</p>');
    expect(check).toMatchObject({ ok: false, line: 2, reason: { es: expect.stringMatching(/cerrar/) } });
    expect(checkTemplate('<p>{{infoGeneral.name}}</p>')).toEqual({ ok: true });
  });

  it('says which block is closed by the wrong one', () => {
    const check = checkTemplate('{{#if artista.isTelonero}}\n\n{{/each}}');
    expect(check).toMatchObject({ ok: false, line: 1, reason: { es: '«if» se cierra con «each»' } });
  });

  it('names an unknown variable and its line', () => {
    expect(checkTemplate('<p>{{infoGeneral.name}}</p>\n\n<p>{{artista.nombre}}</p>')).toEqual({
      ok: false,
      line: 3,
      reason: { es: 'la variable «artista.nombre» no existe', en: 'there is no variable "artista.nombre"' },
    });
  });
});

describe('the variable catalogue', () => {
  it('has every group of the spec, each variable labelled in both languages', () => {
    expect(variableGroups.map((g) => g.key)).toEqual(
      expect.arrayContaining([
        'empresa',
        'firmante',
        'produccion',
        'contratacion',
        'entrada',
        'promotor',
        'promotorMaestro',
        'sala',
        'salaMaestro',
        'artista',
        'artistaMaestro',
        'infoGeneral',
        'usuario',
        'emailsDepartamentos',
        'contratacionArtista',
        'contratacionPromotor',
        'contratacionSala',
        'date',
        'linkShare',
      ]),
    );
    for (const group of variableGroups)
      for (const variable of group.variables) {
        expect(variable.label.es && variable.label.en).toBeTruthy();
        // a label is words, never a key: no department or field name without its accent
        expect(variable.label.es, group.key).not.toMatch(/\b(confirmacion|produccion|comunicacion)\b/);
      }
  });

  it('gives placeholders the picker inserts that render with the samples', () => {
    for (const group of variableGroups)
      for (const variable of group.variables) {
        const placeholder = placeholderOf(group.key, variable);
        expect(checkTemplate(placeholder), placeholder).toEqual({ ok: true });
        expect(render(placeholder)).not.toMatch(/object Object/);
      }
    expect(
      placeholderOf('infoGeneral', { key: 'date', kind: 'date', label: { es: '', en: '' }, sample: '' }),
    ).toBe('{{fecha infoGeneral.date}}');
  });
});

describe('the variables of one event', () => {
  const event = {
    name: 'Zahara en La Riviera',
    date: '2026-06-12',
    entradas: [
      { pvp: 3000, descripcion: 'Taquilla' },
      { pvp: 2500, descripcion: 'Anticipada' },
    ],
    channelTickets: [
      // as the event form writes a channel: a key made from the name typed, and the name
      { value: 'web', selected: true, text: 'Web oficial' },
      { value: 'ticketmaster', selected: false, text: 'Ticketmaster' },
      // as a legacy client may send one: the name in `value` alone
      { value: 'Taquilla', selected: true, text: '' },
    ],
    artista: { name: 'Zahara', emailConfirmacion: ['booking@zahara.es'] },
    promotor: null,
    hiring: [
      {
        type: 'sala',
        cache: {
          fijo: { quantity: 120_000, active: true, description: '' },
          variable: { description: '', active: false, sections: [] },
        },
      },
    ],
  };
  const variables = buildEventVariables({
    event,
    party: 'sala',
    departmentEmails: { confirmacion: ['confirmacion@bolo.es'] },
    now: new Date('2026-12-31T23:30:00Z'),
    timeZone: 'Europe/Madrid',
  });

  it('fills every variable of the catalogue, blank where the event has nothing', () => {
    for (const group of variableGroups)
      expect(Object.keys(variables[group.key]).sort()).toEqual(group.variables.map((v) => v.key).sort());
    expect(variables.promotor.name).toBe('');
    expect(variables.produccion.catering).toBe(false);
  });

  it('takes the event, its tickets, the party’s hiring and today in the event’s time zone', () => {
    const html = renderTemplate(
      '{{infoGeneral.name}} | {{fecha infoGeneral.date}} | {{dinero entrada.precioMinimo}}–{{dinero entrada.precioMaximo}} | {{lista entrada.canales}} | {{dinero contratacion.cacheFijo}} | {{lista emailsDepartamentos.confirmacion}} | {{fecha date.hoy "corto"}}',
      variables,
    );
    expect(html).toBe(
      `Zahara en La Riviera | 12 de junio de 2026 | 25,00${nbsp}€–30,00${nbsp}€ | Web oficial y Taquilla | 1.200,00${nbsp}€ | confirmacion@bolo.es | 1/1/27`,
    );
  });

  it('prints a production time on another day than the show’s with its date, in the document’s language', () => {
    const production = {
      arrivalTime: '09:00',
      arrivalTimeDay: -1,
      showStart: '21:00',
      showStartDay: 0,
      backstageExit: '01:30',
      backstageExitDay: 1,
    };
    const source = '{{produccion.arrivalTime}} | {{produccion.showStart}} | {{produccion.backstageExit}}';
    const at = (date: string | null, locale: 'es' | 'en') =>
      renderTemplate(
        source,
        buildEventVariables({
          event: { ...event, date, production },
          locale,
          now: new Date(),
          timeZone: 'UTC',
        }),
      );
    expect(at('2026-06-12', 'es')).toBe('09:00 (11 de junio de 2026) | 21:00 | 01:30 (13 de junio de 2026)');
    expect(at('2026-06-12', 'en')).toBe('09:00 (11 June 2026) | 21:00 | 01:30 (13 June 2026)');
    expect(at(null, 'es')).toBe('09:00 (día anterior) | 21:00 | 01:30 (día siguiente)');
  });
});

describe('the render budget', () => {
  /** `levels` nested `#each` over the ticket tiers, each level walking the whole list again. */
  const nestedEach = (levels: number) =>
    `{{#each entrada.entradas}}${'{{#each ../entrada.entradas}}'.repeat(levels - 1)}x${'{{/each}}'.repeat(levels)}`;

  it('refuses 30 nested blocks at the check, naming the line, without rendering them', () => {
    const source = `<p>hola</p>\n${nestedEach(30)}`;
    expect(checkTemplate(source)).toMatchObject({
      ok: false,
      failure: 'too_complex',
      line: 2,
      reason: { en: 'more than 8 blocks ({{#…}}) are nested' },
    });
    expect(() => render(source)).toThrow(/more than 8 blocks/);
  });

  it('keeps nesting within the budget, and else-if chains count as one level', () => {
    expect(checkTemplate('{{#if infoGeneral.isAccesible}}'.repeat(8) + '{{/if}}'.repeat(8))).toEqual({
      ok: true,
    });
    const chain = `{{#if infoGeneral.isAccesible}}a${'{{else if infoGeneral.isAccesible}}b'.repeat(12)}{{/if}}`;
    expect(checkTemplate(chain)).toEqual({ ok: true });
  });

  it('stops a render that runs past its time, failing with the block’s line', () => {
    // Within the depth rule, but 3000 × 3000 rows: far more than the render may spend.
    const rows = Array.from({ length: 3000 }, (_, i) => ({ descripcion: `t${i}`, pvp: i }));
    const source = `\n${nestedEach(2).replace('x', '{{descripcion}}')}`;
    expect(checkTemplate(source).ok).toBe(true);
    const started = performance.now();
    expect(() => renderTemplate(source, { entrada: { entradas: rows } })).toThrow(
      expect.objectContaining({ check: expect.objectContaining({ failure: 'too_complex' }) }),
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses names written as literals and any name outside the catalogue or the row', () => {
    for (const source of [
      '{{#"infoGeneral"}}x{{/"infoGeneral"}}',
      '{{"x"}}',
      '{{#each entrada.entradas}}{{precio}}{{/each}}',
      '{{#each entrada.canales}}{{nombre}}{{/each}}',
      '{{#each entrada.entradas as |row|}}{{row.pvp}}{{/each}}',
      '{{@index}}',
      '{{../artista.name}}',
      '{{#each entrada.entradas}}{{#each ../entrada.entradas}}{{../../infoGeneral.name}}{{/each}}{{/each}}',
    ]) {
      expect(checkTemplate(source), source).toMatchObject({ ok: false, line: 1 });
    }
    expect(
      checkTemplate(
        '{{#each entrada.entradas}}{{@index}} {{this.descripcion}} {{../infoGeneral.name}}{{/each}}' +
          '{{#each entrada.canales}}{{this}}{{/each}}{{#each artista}}{{name}}{{/each}}',
      ),
    ).toEqual({ ok: true });
  });
});

describe('what the check refuses that the render would fail on', () => {
  it('refuses {{#if}}{{/if}} and other helpers given the wrong number of values, with the line', () => {
    // Each of these passed the check before and threw at render.
    for (const [source, reason] of [
      ['<p>hola</p>\n{{#if}}{{/if}}', '"if" takes 1 value and has 0'],
      ['<p>hola</p>\n{{#unless}}x{{/unless}}', '"unless" takes 1 value and has 0'],
      ['<p>hola</p>\n{{#each}}x{{/each}}', '"each" takes 1 value and has 0'],
      [
        '<p>hola</p>\n{{#if infoGeneral.isAccesible infoGeneral.name}}x{{/if}}',
        '"if" takes 1 value and has 2',
      ],
      ['<p>hola</p>\n{{#if infoGeneral.isAccesible}}a{{else if}}b{{/if}}', '"if" takes 1 value and has 0'],
      ['<p>hola</p>\n{{fecha infoGeneral.date "corto" "largo"}}', '"fecha" takes 1-2 values and has 3'],
    ] as const) {
      expect(checkTemplate(source), source).toEqual({
        ok: false,
        line: 2,
        reason: expect.objectContaining({ en: reason }),
      });
      expect(() => render(source), source).toThrow(TemplateError);
    }
    expect(
      render('{{#if infoGeneral.isAccesible}}sí{{else}}no{{/if}} {{fecha infoGeneral.date "corto"}}'),
    ).toBe('sí 12/6/26');
  });

  it('refuses a template past 200 000 characters or 2 000 placeholders before parsing it', () => {
    const placeholders = (n: number) => '{{infoGeneral.name}}'.repeat(n);
    expect(checkTemplate(placeholders(TEMPLATE_LIMITS.placeholders)).ok).toBe(true);
    expect(checkTemplate(placeholders(TEMPLATE_LIMITS.placeholders + 1))).toEqual({
      ok: false,
      line: null,
      failure: 'too_large',
      reason: {
        es: 'tiene más de 2000 marcadores ({{…}})',
        en: 'it has more than 2,000 placeholders ({{…}})',
      },
    });
    // Not even parsed: an unclosed block past the size is refused for its size.
    const long = `{{#if infoGeneral.isAccesible}}${'x'.repeat(TEMPLATE_LIMITS.chars)}`;
    expect(checkTemplate(long)).toMatchObject({
      failure: 'too_large',
      reason: { en: 'it has more than 200,000 characters' },
    });
    const started = performance.now();
    expect(checkTemplate(`<p>x</p>${placeholders(24_000)}`)).toMatchObject({ failure: 'too_large' });
    expect(performance.now() - started).toBeLessThan(50);
  });
});
