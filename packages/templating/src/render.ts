import Handlebars, { type HelperOptions } from 'handlebars';
import { isKnownVariable, type Label, type Locale } from './catalogue';
import { getOrMake } from './get-or-make';

/** How a template's dates and money read: the reader's language and the event's time zone. */
export interface RenderOptions {
  locale: Locale;
  timeZone: string;
}

const defaultRender: RenderOptions = { locale: 'es', timeZone: 'Europe/Madrid' };
const intlLocale: Record<Locale, string> = { es: 'es-ES', en: 'en-GB' };
const dateStyles = { largo: 'long', corto: 'short', completo: 'full' } as const;

const renderData = (options: HelperOptions): RenderOptions => options.data?.root?.__render ?? defaultRender;

/** Building an `Intl` formatter costs far more than using one: each is made once per setting. */
const formatters = new Map<string, { format(value: never): string }>();
const formatter = <F extends { format(value: never): string }>(key: string, make: () => F): F =>
  getOrMake(formatters, key, make) as F;

/**
 * `{{fecha infoGeneral.date}}` (or `"corto"`, `"completo"`): a day (`YYYY-MM-DD`) is that day;
 * an instant is shown as the day it is in the event's time zone.
 */
function fecha(value: unknown, ...rest: unknown[]): string {
  const options = rest.pop() as HelperOptions;
  const style = dateStyles[rest[0] as keyof typeof dateStyles] ?? 'long';
  if (value === null || value === undefined || value === '') return '';
  const { locale, timeZone } = renderData(options);
  const isDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = isDay ? new Date(`${value}T12:00:00Z`) : new Date(value as string | number | Date);
  if (Number.isNaN(instant.getTime())) return String(value);
  const zone = isDay ? 'UTC' : timeZone;
  return formatter(
    `date ${locale} ${style} ${zone}`,
    () => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: style, timeZone: zone }),
  ).format(instant);
}

/** `{{dinero contratacion.cacheFijo}}`: integer cents as euros, in the reader's format. */
function dinero(value: unknown, options: HelperOptions): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const { locale } = renderData(options);
  return formatter(
    `money ${locale}`,
    () => new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR' }),
  ).format(value / 100);
}

/** `{{lista artista.emailConfirmacion}}`: "a, b y c" (or "a, b and c"). */
function lista(value: unknown, options: HelperOptions): string {
  if (!Array.isArray(value)) return value === null || value === undefined ? '' : String(value);
  const { locale } = renderData(options);
  return formatter(
    `list ${locale}`,
    () => new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }),
  ).format(value.map(String));
}

/** Our one Handlebars instance: only our helpers and if/unless/each. */
const handlebars = Handlebars.create();
for (const name of ['with', 'lookup', 'log', 'helperMissing', 'blockHelperMissing'])
  handlebars.unregisterHelper(name);
const ourHelpers = { fecha, dinero, lista };
for (const [name, helper] of Object.entries(ourHelpers)) handlebars.registerHelper(name, helper);

const compileOptions = {
  strict: true,
  knownHelpersOnly: true,
  knownHelpers: { with: false, lookup: false, log: false, fecha: true, dinero: true, lista: true },
} as const;

const blockHelpers = new Set(['if', 'unless', 'each']);

/** Property names that lead out of the data into the JavaScript runtime. */
const forbiddenSegment = (segment: string) =>
  segment.startsWith('__') || ['constructor', 'prototype', 'toString', 'valueOf'].includes(segment);

export type TemplateCheck = { ok: true } | { ok: false; line: number | null; reason: Label };

class TemplateProblem extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: Label,
  ) {
    super(reason.en);
  }
}

type Node = hbs.AST.Node;
const lineOf = (node: Node) => node.loc?.start.line ?? null;

/**
 * Walks a parsed template and refuses what our templates may not do: unescaped output, partials,
 * decorators, helpers that are not ours, paths into the runtime, and variables outside the
 * catalogue (at the top level; inside `#each` the names are the row's).
 */
function inspect(node: Node | null | undefined, eachDepth: number): void {
  if (!node) return;
  const fail = (es: string, en: string): never => {
    throw new TemplateProblem(lineOf(node), { es, en });
  };
  switch (node.type) {
    case 'Program':
      for (const statement of (node as hbs.AST.Program).body) inspect(statement, eachDepth);
      return;
    case 'PartialStatement':
    case 'PartialBlockStatement':
      fail('no se admiten parciales ({{> …}})', 'partials ({{> …}}) are not allowed');
      return;
    case 'Decorator':
    case 'DecoratorBlock':
      fail('no se admiten decoradores', 'decorators are not allowed');
      return;
    case 'MustacheStatement':
    case 'SubExpression':
    case 'BlockStatement': {
      const call = node as hbs.AST.MustacheStatement | hbs.AST.BlockStatement;
      if (node.type === 'MustacheStatement' && !(call as hbs.AST.MustacheStatement).escaped)
        fail(
          'no se admite HTML sin escapar ({{{ }}} o {{& }})',
          'unescaped HTML ({{{ }}} or {{& }}) is not allowed',
        );
      const isCall = call.params.length > 0 || node.type !== 'MustacheStatement';
      const path = call.path as hbs.AST.PathExpression;
      if (isCall && path.type === 'PathExpression') {
        const name = path.original;
        const known = node.type === 'BlockStatement' ? blockHelpers.has(name) : name in ourHelpers;
        if (!known) fail(`la función «${name}» no existe`, `there is no helper "${name}"`);
      } else inspect(path, eachDepth);
      for (const param of call.params) inspect(param, eachDepth);
      for (const pair of call.hash?.pairs ?? []) inspect(pair.value, eachDepth);
      if (node.type === 'BlockStatement') {
        const block = node as hbs.AST.BlockStatement;
        const inner = eachDepth + (path.original === 'each' ? 1 : 0);
        inspect(block.program, inner);
        inspect(block.inverse, eachDepth);
      }
      return;
    }
    case 'PathExpression': {
      const path = node as hbs.AST.PathExpression;
      const bad = path.parts.find(forbiddenSegment);
      if (bad) fail(`no se puede usar «${bad}»`, `"${bad}" cannot be used`);
      if (path.data || path.depth > 0 || path.original === 'this' || eachDepth > 0) return;
      const [group, field] = path.parts;
      if (path.parts.length > 2 || !group || !isKnownVariable(group, field))
        fail(`la variable «${path.original}» no existe`, `there is no variable "${path.original}"`);
      return;
    }
    default:
      return;
  }
}

/** Handlebars' own message, reduced to what an editor can act on. */
function parseReason(message: string): Label {
  const mismatch = /(\S+) doesn't match (\S+)/.exec(message);
  if (mismatch)
    return {
      es: `«${mismatch[1]}» se cierra con «${mismatch[2]}»`,
      en: `"${mismatch[1]}" is closed by "${mismatch[2]}"`,
    };
  if (/got 'EOF'/.test(message))
    return { es: 'falta cerrar un bloque ({{/…}})', en: 'a block is not closed ({{/…}})' };
  return { es: 'la sintaxis de las llaves {{ }} no es correcta', en: 'the {{ }} syntax is not correct' };
}

/** Whether a template is one we render, and if not, on which line and why (shown at save). */
export function checkTemplate(source: string): TemplateCheck {
  let ast: hbs.AST.Program;
  try {
    ast = handlebars.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = /line (\d+)/.exec(message)?.[1] ?? / - (\d+):\d+$/.exec(message)?.[1];
    return { ok: false, line: line ? Number(line) : null, reason: parseReason(message) };
  }
  try {
    inspect(ast, 0);
    return { ok: true };
  } catch (error) {
    if (error instanceof TemplateProblem) return { ok: false, line: error.line, reason: error.reason };
    throw error;
  }
}

export class TemplateError extends Error {
  constructor(readonly check: Extract<TemplateCheck, { ok: false }>) {
    super(`line ${check.line ?? '?'}: ${check.reason.en}`);
  }
}

/**
 * Compiled templates by source: sending one template to many events checks and compiles it once.
 * The oldest go first once the sources kept pass a few megabytes (a body may be 500 000 characters).
 */
const compiled = new Map<string, HandlebarsTemplateDelegate>();
const COMPILED_KEPT_CHARS = 4_000_000;
let compiledChars = 0;

function compiledOf(source: string): HandlebarsTemplateDelegate {
  const known = compiled.get(source);
  if (known) return known;
  const check = checkTemplate(source);
  if (!check.ok) throw new TemplateError(check);
  const template = handlebars.compile(source, compileOptions);
  for (const oldest of compiled.keys()) {
    if (compiledChars + source.length <= COMPILED_KEPT_CHARS) break;
    compiled.delete(oldest);
    compiledChars -= oldest.length;
  }
  compiled.set(source, template);
  compiledChars += source.length;
  return template;
}

/** Strict mode's "not defined" error (a row field `#each` names that the rows lack) as our own. */
function missingField(error: unknown): TemplateError | null {
  const message = error instanceof Error ? error.message : '';
  const missing = /"(.+)" not defined/.exec(message)?.[1];
  if (missing === undefined) return null;
  const line = / - (\d+):\d+$/.exec(message)?.[1];
  return new TemplateError({
    ok: false,
    line: line ? Number(line) : null,
    reason: { es: `«${missing}» no existe aquí`, en: `"${missing}" does not exist here` },
  });
}

/**
 * Renders a template that passes the check, or throws a `TemplateError` saying where and why.
 * HTML in values is escaped; prototype properties are never reachable; a placeholder naming a
 * missing variable throws.
 */
export function renderTemplate(
  source: string,
  variables: object,
  options: RenderOptions = defaultRender,
): string {
  const template = compiledOf(source);
  try {
    return template(
      { ...variables, __render: { locale: options.locale, timeZone: options.timeZone } },
      { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false },
    );
  } catch (error) {
    throw missingField(error) ?? error;
  }
}
