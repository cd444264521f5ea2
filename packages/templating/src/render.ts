import Handlebars, { type HelperOptions } from 'handlebars';
import { isKnownVariable, type Label, type Locale, variableGroups } from './catalogue';
import { formatDay, formatInstant, formatMoney, formatYesNo, intlLocale } from './format';
import { getOrMake } from './get-or-make';

/** How a template's dates and money read: the reader's language and the event's time zone. */
export interface RenderOptions {
  locale: Locale;
  timeZone: string;
}

const defaultRender: RenderOptions = { locale: 'es', timeZone: 'Europe/Madrid' };
const dateStyles = { largo: 'long', corto: 'short', completo: 'full' } as const;

const renderData = (options: HelperOptions): RenderOptions => options.data?.root?.__render ?? defaultRender;

/**
 * `{{fecha infoGeneral.date}}` (or `"corto"`, `"completo"`): a day (`YYYY-MM-DD`) is that day;
 * an instant is shown as the day it is in the event's time zone.
 */
function fecha(value: unknown, ...rest: unknown[]): string {
  const options = rest.pop() as HelperOptions;
  const style = dateStyles[rest[0] as keyof typeof dateStyles] ?? 'long';
  if (value === null || value === undefined || value === '') return '';
  const { locale, timeZone } = renderData(options);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, locale, style);
  return formatInstant(value as string | number | Date, locale, timeZone, { style, dayOnly: true });
}

/** `{{dinero contratacion.cacheFijo}}`: integer cents as euros, in the reader's format. */
function dinero(value: unknown, options: HelperOptions): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return formatMoney(value, renderData(options).locale);
}

/** `{{siNo contratacion.exclusividad}}`: "Sí" or "No" ("Yes" or "No"); nothing for a value that is no yes/no. */
function siNo(value: unknown, options: HelperOptions): string {
  return typeof value === 'boolean' ? formatYesNo(value, renderData(options).locale) : '';
}

/** Building an `Intl` formatter costs far more than using one: each list format is made once per language. */
const listFormats = new Map<Locale, Intl.ListFormat>();

/** `{{lista artista.emailConfirmacion}}`: "a, b y c" (or "a, b and c"). */
function lista(value: unknown, options: HelperOptions): string {
  if (!Array.isArray(value)) return value === null || value === undefined ? '' : String(value);
  const { locale } = renderData(options);
  return getOrMake(
    listFormats,
    locale,
    () => new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }),
  ).format(value.map(String));
}

/**
 * What one render may spend: blocks nested deeper than `blockDepth` are refused at the check
 * (each level of `#each` multiplies the work), and a render stops once it has run `millis` or
 * written `chars` characters. A body is at most `TEMPLATE_LIMITS.chars` characters; rows repeat
 * parts of it.
 */
export const RENDER_BUDGET = { blockDepth: 8, millis: 200, chars: 2_000_000 } as const;

/**
 * What a template may hold, counted before it is parsed (parsing and compiling grow with both):
 * a real contract has a few hundred placeholders in some 50 000 characters.
 */
export const TEMPLATE_LIMITS = { chars: 200_000, placeholders: 2_000 } as const;

/** Our one Handlebars instance: only our helpers and if/unless/each, the blocks under the budget. */
const handlebars = Handlebars.create();
for (const name of ['with', 'lookup', 'log', 'helperMissing', 'blockHelperMissing'])
  handlebars.unregisterHelper(name);
const ourHelpers = { fecha, dinero, lista, siNo };
for (const [name, helper] of Object.entries(ourHelpers)) handlebars.registerHelper(name, helper);

const blockHelpers = new Set(['if', 'unless', 'each']);

/**
 * How many values each helper takes (`{{fecha x "corto"}}`: one or two): Handlebars' own `if`,
 * `unless` and `each` throw at render without exactly one, so the check refuses it at save.
 */
const helperArity = {
  if: { min: 1, max: 1 },
  unless: { min: 1, max: 1 },
  each: { min: 1, max: 1 },
  fecha: { min: 1, max: 2 },
  dinero: { min: 1, max: 1 },
  lista: { min: 1, max: 1 },
  siNo: { min: 1, max: 1 },
} as const satisfies Record<string, { min: number; max: number }>;

/** The running render's limits, on the data root beside `__render`. */
interface Spending {
  /**
   * Set by the first block row: Handlebars compiles a template on its first call, a one-off cost
   * of the source (tens of ms for a contract on a loaded machine) that is not the render's.
   */
  deadline: number | null;
  chars: number;
}

/**
 * The blocks run their rows through `spend`, which stops the render past its deadline or once the
 * rows have written more than the budget's characters (a row's text counts once per block around it).
 */
for (const name of blockHelpers) {
  const builtin = handlebars.helpers[name] as (...args: unknown[]) => unknown;
  handlebars.registerHelper(name, function (this: unknown, ...args: unknown[]) {
    const options = args.at(-1) as HelperOptions & { loc?: hbs.AST.SourceLocation };
    const spending: Spending | undefined = options.data?.root?.__spending;
    if (!spending) return builtin.apply(this, args);
    const line = options.loc?.start.line ?? null;
    const spend =
      (block: HelperOptions['fn']): HelperOptions['fn'] =>
      (context, runtime) => {
        spending.deadline ??= performance.now() + RENDER_BUDGET.millis;
        if (performance.now() > spending.deadline) throw tooComplex(line, 'time');
        const output = block(context, runtime);
        spending.chars -= output.length;
        if (spending.chars < 0) throw tooComplex(line, 'size');
        return output;
      };
    args[args.length - 1] = { ...options, fn: spend(options.fn), inverse: spend(options.inverse) };
    return builtin.apply(this, args);
  });
}

const compileOptions = {
  strict: true,
  knownHelpersOnly: true,
  knownHelpers: {
    with: false,
    lookup: false,
    log: false,
    fecha: true,
    dinero: true,
    lista: true,
    siNo: true,
  },
} as const;

/** Property names that lead out of the data into the JavaScript runtime. */
const forbiddenSegment = (segment: string) =>
  segment.startsWith('__') || ['constructor', 'prototype', 'toString', 'valueOf'].includes(segment);

/**
 * Why a template is refused: it is not one we render, it would cost more than the render budget,
 * or it is larger than `TEMPLATE_LIMITS`.
 */
export type TemplateFailure = 'not_valid' | 'too_complex' | 'too_large';
export type TemplateCheck =
  | { ok: true }
  | { ok: false; line: number | null; reason: Label; failure?: TemplateFailure };
type Failed = Extract<TemplateCheck, { ok: false }>;

class TemplateProblem extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: Label,
    readonly failure: TemplateFailure = 'not_valid',
  ) {
    super(reason.en);
  }
}

const budgetReasons = {
  depth: {
    es: `hay más de ${RENDER_BUDGET.blockDepth} bloques ({{#…}}) uno dentro de otro`,
    en: `more than ${RENDER_BUDGET.blockDepth} blocks ({{#…}}) are nested`,
  },
  time: {
    es: 'generarla lleva demasiado tiempo (bloques que se repiten dentro de otros)',
    en: 'it takes too long to generate (blocks repeated inside others)',
  },
  size: {
    es: 'el texto generado es demasiado largo',
    en: 'the generated text is too long',
  },
} satisfies Record<string, Label>;

const tooComplex = (line: number | null, why: keyof typeof budgetReasons) =>
  new TemplateProblem(line, budgetReasons[why], 'too_complex');

/** A render stopped from outside (its thread's time limit): too slow, as the budget says. */
export const tooSlowCheck = (): Failed => ({
  ok: false,
  line: null,
  reason: budgetReasons.time,
  failure: 'too_complex',
});

/** How many `{{` `source` holds, counting no further than `max + 1`. */
function placeholdersUpTo(source: string, max: number): number {
  let count = 0;
  for (let at = source.indexOf('{{'); at !== -1 && count <= max; at = source.indexOf('{{', at + 2)) count++;
  return count;
}

/** Why `sizeCheck` refuses: written once, as a refusal must cost less than the work it saves. */
const sizeFailures = {
  chars: {
    ok: false,
    line: null,
    reason: {
      es: `tiene más de ${TEMPLATE_LIMITS.chars.toLocaleString('es-ES')} caracteres`,
      en: `it has more than ${TEMPLATE_LIMITS.chars.toLocaleString('en-GB')} characters`,
    },
    failure: 'too_large',
  },
  placeholders: {
    ok: false,
    line: null,
    reason: {
      es: `tiene más de ${TEMPLATE_LIMITS.placeholders.toLocaleString('es-ES')} marcadores ({{…}})`,
      en: `it has more than ${TEMPLATE_LIMITS.placeholders.toLocaleString('en-GB')} placeholders ({{…}})`,
    },
    failure: 'too_large',
  },
} as const satisfies Record<string, Failed>;

/**
 * Refuses a template past `TEMPLATE_LIMITS` in one pass over its text, before anything parses
 * it: a caller may run this on the server's own thread.
 */
export function sizeCheck(source: string): TemplateCheck {
  if (source.length > TEMPLATE_LIMITS.chars) return sizeFailures.chars;
  if (placeholdersUpTo(source, TEMPLATE_LIMITS.placeholders) > TEMPLATE_LIMITS.placeholders)
    return sizeFailures.placeholders;
  return { ok: true };
}

type Node = hbs.AST.Node;
const lineOf = (node: Node) => node.loc?.start.line ?? null;

/**
 * The names a path may take where it stands: the catalogue's groups at the top, a group's or a
 * rows variable's fields inside `#each` over it, only `this` inside `#each` over anything else.
 */
type Scope = { kind: 'root' } | { kind: 'fields'; names: Set<string> } | { kind: 'value' };

const rowFields = (sample: unknown) =>
  new Set(Array.isArray(sample) ? Object.keys((sample[0] as object | undefined) ?? {}) : []);

/** The scope inside `{{#each path}}` within `scopes`. */
function eachScope(scopes: Scope[], path: hbs.AST.PathExpression): Scope {
  if (path.data || scopes[scopes.length - 1 - path.depth]?.kind !== 'root') return { kind: 'value' };
  const [groupKey, field] = path.parts;
  const group = variableGroups.find((g) => g.key === groupKey);
  if (group && field === undefined)
    return { kind: 'fields', names: new Set(group.variables.map((v) => v.key)) };
  const variable = group?.variables.find((v) => v.key === field);
  if (variable?.kind === 'rows') return { kind: 'fields', names: rowFields(variable.sample) };
  return { kind: 'value' };
}

const loopData = new Set(['index', 'key', 'first', 'last']);

/** Whether `path` names something in `scopes` (innermost last). */
function pathKnown(path: hbs.AST.PathExpression, scopes: Scope[]): boolean {
  if (path.data) return path.parts.length === 1 && loopData.has(path.parts[0] as string) && scopes.length > 1;
  // `../` reaches the block's outer names; deeper it does not resolve in every nesting.
  const scope = path.depth <= 1 ? scopes[scopes.length - 1 - path.depth] : undefined;
  if (!scope) return false;
  const [first, second] = path.parts;
  if (first === undefined) return scopes.length > 1; // `this` inside a block's row
  switch (scope.kind) {
    case 'root':
      return path.parts.length <= 2 && isKnownVariable(first, second);
    case 'fields':
      return path.parts.length === 1 && scope.names.has(first);
    case 'value':
      return false;
  }
}

/**
 * Refuses blocks nested deeper than the budget, before anything else is looked at: the cost of a
 * template grows with each level of `#each` around another.
 */
function measureDepth(program: hbs.AST.Program | undefined, depth: number): void {
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'BlockStatement') continue;
    if (depth >= RENDER_BUDGET.blockDepth) throw tooComplex(lineOf(statement), 'depth');
    const block = statement as hbs.AST.BlockStatement;
    measureDepth(block.program, depth + 1);
    // `{{else if …}}` is a block in the inverse, at the same level as the one it follows.
    measureDepth(
      block.inverse,
      (block.inverse as (hbs.AST.Program & { chained?: boolean }) | undefined)?.chained ? depth : depth + 1,
    );
  }
}

/**
 * Walks a parsed template and refuses what our templates may not do: unescaped output, partials,
 * decorators, helpers that are not ours, names written as literals (`{{"x"}}`, `{{#"x"}}`), paths
 * into the runtime, any name outside the catalogue (or the row `#each` walks), block parameters,
 * and blocks nested deeper than the render budget.
 */
function inspect(node: Node | null | undefined, scopes: Scope[]): void {
  if (!node) return;
  const fail = (es: string, en: string): never => {
    throw new TemplateProblem(lineOf(node), { es, en });
  };
  switch (node.type) {
    case 'Program': {
      const program = node as hbs.AST.Program;
      if (program.blockParams?.length)
        fail('no se admiten parámetros de bloque (as |…|)', 'block parameters (as |…|) are not allowed');
      for (const statement of program.body) inspect(statement, scopes);
      return;
    }
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
      if (call.path.type !== 'PathExpression') {
        const written = (call.path as hbs.AST.Literal & { original?: unknown }).original;
        fail(
          `«${String(written)}» no es una variable ni una función`,
          `"${String(written)}" is neither a variable nor a helper`,
        );
      }
      const path = call.path as hbs.AST.PathExpression;
      const isCall = call.params.length > 0 || node.type !== 'MustacheStatement';
      if (isCall) {
        const name = path.original;
        const known = node.type === 'BlockStatement' ? blockHelpers.has(name) : name in ourHelpers;
        if (!known) fail(`la función «${name}» no existe`, `there is no helper "${name}"`);
        const { min, max }: { min: number; max: number } = helperArity[name as keyof typeof helperArity];
        const given = call.params.length;
        if (given < min || given > max) {
          const takes = min === max ? `${min}` : `${min}-${max}`;
          fail(
            `«${name}» lleva ${takes} ${max === 1 ? 'valor' : 'valores'} y tiene ${given}`,
            `"${name}" takes ${takes} ${max === 1 ? 'value' : 'values'} and has ${given}`,
          );
        }
      } else inspect(path, scopes);
      for (const param of call.params) inspect(param, scopes);
      for (const pair of call.hash?.pairs ?? []) inspect(pair.value, scopes);
      if (node.type === 'BlockStatement') {
        const block = node as hbs.AST.BlockStatement;
        const [subject] = block.params;
        const inner =
          path.original === 'each'
            ? [
                ...scopes,
                subject?.type === 'PathExpression'
                  ? eachScope(scopes, subject as hbs.AST.PathExpression)
                  : { kind: 'value' as const },
              ]
            : scopes;
        inspect(block.program, inner);
        inspect(block.inverse, scopes);
      }
      return;
    }
    case 'PathExpression': {
      const path = node as hbs.AST.PathExpression;
      const bad = path.parts.find(forbiddenSegment);
      if (bad) fail(`no se puede usar «${bad}»`, `"${bad}" cannot be used`);
      if (!pathKnown(path, scopes))
        fail(`la variable «${path.original}» no existe`, `there is no variable "${path.original}"`);
      return;
    }
    default:
      return;
  }
}

/** The last block `source` opens and never closes (`{{#if …}}` without `{{/if}}`): its name and line. */
function unclosedBlock(source: string): { name: string; line: number } | null {
  const open: { name: string; line: number }[] = [];
  // the line counted on from the last block's, so each character is read once
  let [line, counted] = [1, 0];
  for (const match of source.matchAll(/\{\{~?\s*([#^/])\s*([^\s}~]+)/g)) {
    const [, kind, name = ''] = match;
    line += source.slice(counted, match.index).split('\n').length - 1;
    counted = match.index;
    if (kind !== '/') open.push({ name, line });
    else {
      const opened = open.findLastIndex((block) => block.name === name);
      if (opened >= 0) open.splice(opened, 1);
    }
  }
  return open.at(-1) ?? null;
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
  const size = sizeCheck(source);
  if (!size.ok) return size;
  let ast: hbs.AST.Program;
  try {
    ast = handlebars.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const unclosed = /got 'EOF'/.test(message) ? unclosedBlock(source) : null;
    if (unclosed) {
      // the line of the block left open, where the fix starts, not the end where Handlebars noticed
      const { name, line } = unclosed;
      return {
        ok: false,
        line,
        reason: {
          es: `falta cerrar el bloque «#${name}» abierto aquí: ciérrelo con {{/${name}}}`,
          en: `the "#${name}" block opened here is not closed: close it with {{/${name}}}`,
        },
      };
    }
    const line = /line (\d+)/.exec(message)?.[1] ?? / - (\d+):\d+$/.exec(message)?.[1];
    return { ok: false, line: line ? Number(line) : null, reason: parseReason(message) };
  }
  try {
    measureDepth(ast, 0);
    inspect(ast, [{ kind: 'root' }]);
    return { ok: true };
  } catch (error) {
    if (error instanceof TemplateProblem) return problemCheck(error);
    throw error;
  }
}

const problemCheck = (problem: TemplateProblem): Failed => ({
  ok: false,
  line: problem.line,
  reason: problem.reason,
  ...(problem.failure === 'not_valid' ? {} : { failure: problem.failure }),
});

export class TemplateError extends Error {
  constructor(
    readonly check: Failed,
    options?: ErrorOptions,
  ) {
    super(`line ${check.line ?? '?'}: ${check.reason.en}`, options);
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

const failedRender = (error: unknown) =>
  new TemplateError(
    { ok: false, line: null, reason: { es: 'no se puede generar', en: 'it cannot be generated' } },
    { cause: error },
  );

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
  const spending: Spending = { deadline: null, chars: RENDER_BUDGET.chars };
  // The check refuses what would fail here; what still fails (a row field that is not there) is
  // the template's failure, with its line, never the caller's crash.
  try {
    const output = template(
      {
        ...variables,
        __render: { locale: options.locale, timeZone: options.timeZone },
        __spending: spending,
      },
      { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false },
    );
    if (output.length > RENDER_BUDGET.chars) throw tooComplex(null, 'size');
    return output;
  } catch (error) {
    if (error instanceof TemplateProblem) throw new TemplateError(problemCheck(error));
    throw missingField(error) ?? failedRender(error);
  }
}
