import { type AccessName, accessNames, appRouter, createUser, restRoutes } from '@bolo/api';
import { callerFor, recordingServices, testAdmin } from '@bolo/api/testing';
import { schema } from '@bolo/db';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, serverWithStaff } from './testing';

/**
 * Every tRPC procedure and REST path, called by a role holding a single access name (spec §6),
 * against one event whose every part holds a recognisable secret: no answer carries a secret of a
 * part the role may not read, and every call outside the role's access is a 403 `forbidden`. The
 * procedures come from the router and the REST table, so a new one is swept (and must be given a
 * rule below) without touching this file's loops.
 */

/** Who may call a procedure: every name of `all`, any name of `any`, anyone, the caller about themself, administrators. */
type Rule = { all: AccessName[] } | { any: AccessName[] } | 'public' | 'self' | 'admin';

/** The rule of each procedure: the first entry that is the path, or a prefix of it ending in a dot. */
const rules: [string, Rule][] = [
  ['health.', 'public'],
  ['auth.', 'self'],
  ['user.', 'self'],
  ['search.palette', 'self'],
  // events' names behind InfoGeneral, masters' behind MasterData, by the input's type: an answer of a boolean
  ['masters.checkName', 'self'],
  ['admin.', 'admin'],
  ['mail.', 'admin'],
  ['events.phases.update', 'admin'],
  ['events.calendar.feed', { any: ['Calendario', 'MasterData'] }],
  ['events.calendar.rotateFeed', { any: ['Calendario', 'MasterData'] }],
  // the day view's schedules are the advance's
  ['events.calendar.schedule', { all: ['Calendario', 'Produccion'] }],
  ['events.calendar.', { all: ['Calendario'] }],
  ['events.parties.', { all: ['DatosContraparte'] }],
  ['events.hiring.', { all: ['Contratacion'] }],
  ['events.production.', { all: ['Produccion'] }],
  // the advance and its companies' templates, the production's plan of the day (issue 32)
  ['advance.', { all: ['Produccion'] }],
  ['events.setStatus', { all: ['InfoGeneral', 'EstadoEvento'] }],
  ['events.duplicate', { all: ['InfoGeneral', 'DuplicarEvento'] }],
  ['events.duplicateWith', { all: ['InfoGeneral', 'DuplicarEvento'] }],
  ['events.delete', { all: ['InfoGeneral', 'BorrarEvento'] }],
  ['events.restore', { all: ['InfoGeneral', 'BorrarEvento'] }],
  ['events.', { all: ['InfoGeneral'] }],
  ['masters.', { all: ['MasterData'] }],
  ['templates.', { all: ['Plantillas'] }],
  ['eventContracts.newTemplate', { all: ['Contratos', 'Plantillas'] }],
  // a contract's signing link: its token is the key (issue 31)
  ['eventContracts.signing.view', 'public'],
  ['eventContracts.signing.document', 'public'],
  ['eventContracts.signing.signedDocument', 'public'],
  ['eventContracts.signing.sign', 'public'],
  ['eventContracts.signing.decline', 'public'],
  ['eventContracts.', { all: ['Contratos'] }],
  ['eventMail.newTemplate', { all: ['Emails', 'Plantillas'] }],
  ['eventMail.', { all: ['Emails'] }],
  ['notifications.', { all: ['Notificaciones'] }],
  ['posters.', { all: ['Carteles'] }],
  // confirming a hold creates its event with the artist and hall as parties; a hold from an event reads them
  ['holds.confirm', { all: ['Holds', 'InfoGeneral', 'DatosContraparte'] }],
  ['holds.createFromEvent', { all: ['Holds', 'InfoGeneral', 'DatosContraparte'] }],
  ['holds.', { all: ['Holds'] }],
  ['settlements.reopen', 'admin'],
  ['settlements.', { all: ['Liquidacion'] }],
  ['receivedInvoices.', { all: ['Liquidacion'] }],
  ['reports.', { all: ['Informes'] }],
  // a draft from an event reads its settlement's figures
  ['invoices.fromEvent', { all: ['Facturas', 'Liquidacion'] }],
  // a payment of an invoice is a payment: the receivables see it
  ['invoices.pay', { all: ['Facturas', 'Pagos'] }],
  ['invoices.deletePayment', { all: ['Facturas', 'Pagos'] }],
  ['invoices.', { all: ['Facturas'] }],
  // a schedule is made from the hiring deal, and its lines' amounts by hand split the fee
  ['payments.makeSchedule', { all: ['Pagos', 'Contratacion'] }],
  ['payments.addLine', { all: ['Pagos', 'Contratacion'] }],
  ['payments.updateLine', { all: ['Pagos', 'Contratacion'] }],
  ['payments.deleteLine', { all: ['Pagos', 'Contratacion'] }],
  ['payments.', { all: ['Pagos'] }],
  ['counterparty.publicView', 'public'],
  ['counterparty.updateDatas', 'public'],
  ['counterparty.uploadFiles', 'public'],
  // the advance through the artist's link (issue 32)
  ['counterparty.advanceView', 'public'],
  ['counterparty.confirmSchedule', 'public'],
  ['counterparty.sendTravellingParty', 'public'],
  ['counterparty.sendGuestList', 'public'],
  ['counterparty.uploadAdvanceFiles', 'public'],
  ['counterparty.', { all: ['DatosContraparte'] }],
];

const ruleOf = (path: string): Rule | undefined =>
  rules.find(([key]) => path === key || (key.endsWith('.') && path.startsWith(key)))?.[1];

/** Whether a role holding only `name` passes `rule`'s access check (public and self: always). */
function allows(rule: Rule, name: AccessName): boolean {
  if (rule === 'public' || rule === 'self') return true;
  if (rule === 'admin') return false;
  return 'all' in rule ? rule.all.every((n) => n === name) : rule.any.includes(name);
}

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const procedurePaths = Object.keys(procedures);
const isQuery = (path: string) => procedures[path]?._def.type === 'query';

/** The secrets of the event, each with the access names whose pages show it. */
const secret = {
  stageNotes: { value: 'GENERAL-SECRET-NOTE', readers: ['InfoGeneral'] },
  artistDni: { value: '73914826W', readers: ['DatosContraparte'] },
  artistIban: { value: 'ES7121000418457391482603', readers: ['DatosContraparte'] },
  artistPhone: { value: '+34 655 918 273', readers: ['DatosContraparte'] },
  artistNotes: { value: 'PARTY-SECRET-NOTE', readers: ['DatosContraparte'] },
  companyTaxId: { value: 'B73914822', readers: ['MasterData'] },
  signatoryDni: { value: '48260375G', readers: ['MasterData'] },
  // the settlement works the artist's fee out from a copy of the deal
  fee: { value: '7314159', readers: ['Contratacion', 'Liquidacion'] },
  hiringNotes: { value: 'HIRING-SECRET-NOTE', readers: ['Contratacion'] },
  productionNotes: { value: 'PRODUCTION-SECRET-NOTE', readers: ['Produccion'] },
} satisfies Record<string, { value: string; readers: AccessName[] }>;
const secrets = Object.values(secret);

/** A template naming every secret's variable: the event's documents and previews render it. */
const everySecretBody = [
  '{{infoGeneral.observacionesEscenario}}',
  '{{artista.dniFirmante}} {{artista.accountNumber}} {{artista.phone}} {{artista.additionalInfo}}',
  '{{empresa.cif}} {{firmante.dni}}',
  '{{contratacionArtista.cacheFijo}} {{contratacionArtista.observacionesGenerales}}',
  '{{contratacion.cacheFijo}} {{produccion.observaciones}}',
].join(' ');

const EVENT_DAY = '2026-06-12';
const EVENT_NAME = 'Barrido de accesos';

/** The secrets `text` shows that a role holding only `name` may not read. */
const leaksIn = (text: string, name: AccessName) =>
  secrets
    .filter((s) => !(s.readers as AccessName[]).includes(name) && text.includes(s.value))
    .map((s) => s.value);

describe('every path for a role with a single access name', () => {
  let server: Awaited<ReturnType<typeof serverWithStaff>>;
  let eventId: number;
  const tokens = new Map<AccessName | 'every', string>();

  beforeAll(async () => {
    const services = recordingServices();
    server = await serverWithStaff(services);
    const { db } = server.database;
    const [adminRow] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, testAdmin.email));
    const admin = await callerFor(server.database, adminRow?.id ?? 0, services);

    const signatory = await admin.masters.signatory.create({
      name: 'Firmante',
      dni: secret.signatoryDni.value,
    });
    const company = await admin.masters.company.create({
      name: 'Empresa del grupo',
      cif: secret.companyTaxId.value,
      firmanteId: signatory.id,
    });
    const artist = await admin.masters.artist.create({ name: 'Artista del barrido' });
    const created = await admin.events.create({
      name: EVENT_NAME,
      eventType: 'Promotores',
      date: EVENT_DAY,
      artista: { artistaMaestroId: artist.id },
    });
    eventId = created.id;
    // every part written after the event exists, so the history holds each secret too
    const general = await admin.events.update({
      id: eventId,
      version: created.version,
      empresaId: company.id,
      observacionesEscenario: secret.stageNotes.value,
    });
    await admin.events.parties.save({
      eventId,
      kind: 'artista',
      version: general.artista?.version,
      dniFirmante: secret.artistDni.value,
      accountNumber: secret.artistIban.value,
      phone: secret.artistPhone.value,
      additionalInfo: secret.artistNotes.value,
    });
    const hiring = general.hiring?.find((block) => block.type === 'artista');
    if (!hiring || !general.production) throw new Error('a new event has its hiring and production blocks');
    await admin.events.hiring.update({
      id: hiring.id,
      version: hiring.version,
      cache: {
        ...hiring.cache,
        fijo: { ...hiring.cache.fijo, active: true, quantity: Number(secret.fee.value) },
      },
      observacionesGenerales: secret.hiringNotes.value,
    });
    await admin.events.production.update({
      id: general.production.id,
      version: general.production.version,
      observaciones: secret.productionNotes.value,
    });
    for (const subType of ['confirmacion', 'produccion', 'comunicacion', 'accesibilidad'] as const) {
      await admin.templates.create({
        name: `Correo ${subType}`,
        type: 'email',
        subType,
        subject: 'Asunto',
        body: `<p>${everySecretBody}</p>`,
        master: true,
      });
    }
    for (const subType of ['artista', 'promotor', 'sala'] as const) {
      await admin.templates.create({
        name: `Contrato ${subType}`,
        type: 'contract',
        subType,
        body: `<p>${everySecretBody}</p>`,
        master: true,
      });
    }

    const roles: [AccessName | 'every', AccessName[]][] = [
      ...accessNames.map((name): [AccessName, AccessName[]] => [name, [name]]),
      ['every', [...accessNames]],
    ];
    for (const [key, access] of roles) await admin.admin.roles.create({ name: `Solo ${key}`, access });
    // one user a role, made and signed in side by side (their password hashes run on the thread
    // pool), ten at a time: a sign-in holds one of its address's 20 slots until its password is
    // checked, and the 21st at once from one address is refused
    for (let start = 0; start < roles.length; start += 10) {
      await Promise.all(
        roles.slice(start, start + 10).map(async ([key]) => {
          const email = `${key.toLowerCase()}@bolo.test`;
          await createUser(db, { email, password: 'sweep-pass', name: key, role: `Solo ${key}` });
          tokens.set(key, await server.signIn(email, 'sweep-pass'));
        }),
      );
    }
  }, 60_000);
  afterAll(() => server?.close());

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const trpcCall = (path: string, token: string, input: unknown) =>
    isQuery(path)
      ? call('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, token)
      : call('POST', `/trpc/${path}`, token, { json: input });

  /** One answer of a tRPC batch: its status, catalogue code and text. */
  interface Answer {
    status: number;
    code: unknown;
    text: string;
  }
  /**
   * Calls each of `calls` (all queries or all mutations) in as few tRPC batches as the router's
   * longest path parameter lets through (200 characters): one session check per batch, not per call.
   */
  const trpcBatch = async (calls: [path: string, input: unknown][], token: string): Promise<Answer[]> => {
    const chunks: [string, unknown][][] = [];
    for (const one of calls) {
      const last = chunks.at(-1);
      if (last && [...last, one].map(([path]) => path).join(',').length <= 200) last.push(one);
      else chunks.push([one]);
    }
    const answers: Answer[] = [];
    for (const chunk of chunks) {
      const paths = chunk.map(([path]) => path).join(',');
      const inputs = Object.fromEntries(chunk.map(([, input], i) => [i, { json: input }]));
      const res = isQuery(chunk[0]?.[0] ?? '')
        ? await call(
            'GET',
            `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
            token,
          )
        : await call('POST', `/trpc/${paths}?batch=1`, token, inputs);
      const items = res.json() as { error?: { json?: { data?: { code?: unknown; httpStatus?: number } } } }[];
      expect(items, paths).toHaveLength(chunk.length);
      for (const item of items) {
        const error = item.error?.json?.data;
        answers.push({
          status: error ? (error.httpStatus ?? 500) : 200,
          code: error?.code,
          text: JSON.stringify(item),
        });
      }
    }
    return answers;
  };

  /** What a query is asked: the inputs that reach the event's data; the first answered is kept. */
  const inputsOf = (path: string): unknown[] => {
    const explicit: Record<string, unknown> = {
      'events.audit': { id: eventId, page: 1, size: 100 },
      'events.calendar.events': { from: '2026-06-01', to: '2026-06-30' },
      'events.calendar.schedule': { from: '2026-06-01', to: '2026-06-30' },
      'events.list': { q: EVENT_NAME },
      'events.byName': { name: EVENT_NAME },
      'search.palette': { q: 'Barrido' },
      'templates.preview': { eventId, body: everySecretBody },
      'templates.eventVariables': { eventId, party: 'artista' },
      'eventMail.list': { eventId },
      'holds.conflicts': { dateFrom: '2026-06-01', dateTo: '2026-06-30' },
      'settlements.pdf': { eventId, sheet: 'internal' },
      'reports.export': { format: 'csv' },
      'payments.export': { format: 'csv' },
      'reports.withholdings': { year: 2026, quarter: 2 },
      'reports.withholdingsExport': { year: 2026, quarter: 2, format: 'csv' },
    };
    return path in explicit ? [explicit[path]] : [{ id: eventId }, { eventId }, {}, undefined];
  };
  const codeOf = (res: LightMyRequestResponse): unknown => {
    const body = res.json();
    return body?.error?.json?.data?.code ?? body?.code;
  };

  it('gives every procedure and REST path a rule', () => {
    const missing = [...procedurePaths, ...restRoutes.map((r) => r.procedure)].filter((p) => !ruleOf(p));
    expect(missing).toEqual([]);
  });

  it('shows a role with every access name each secret, so the sweep looks for what is there', async () => {
    const token = tokens.get('every') ?? '';
    const answers = await Promise.all([
      trpcCall('events.find', token, { id: eventId }),
      trpcCall('events.audit', token, { id: eventId, page: 1, size: 100 }),
      trpcCall('templates.eventVariables', token, { eventId }),
    ]);
    const text = answers.map((res) => res.body).join('\n');
    for (const { value } of secrets) expect(text, value).toContain(value);
  });

  describe.each(accessNames)('a role with only %s', (name) => {
    it('is answered by every tRPC procedure only what it may read, and refused outside its access', async () => {
      const token = tokens.get(name) ?? '';
      const swept = procedurePaths.flatMap((path) => {
        const rule = ruleOf(path);
        return rule ? [{ path, allowed: allows(rule, name) }] : [];
      });
      // outside the role's access: refused, queries and writes alike
      for (const kind of [true, false]) {
        const refused = swept.filter(({ path, allowed }) => !allowed && isQuery(path) === kind);
        const answers = await trpcBatch(
          refused.map(({ path }) => [path, {}]),
          token,
        );
        refused.forEach(({ path }, i) => {
          const { status, code } = answers[i] ?? {};
          expect({ path, status, code }).toEqual({ path, status: 403, code: 'forbidden' });
        });
      }
      // inside it, every query with each input until one is answered; a write the role may make is
      // not made here (it would change the event for the next roles)
      let pending = swept.filter(({ path, allowed }) => allowed && isQuery(path)).map(({ path }) => path);
      const answered: string[] = [];
      let shown = '';
      for (let attempt = 0; pending.length > 0; attempt++) {
        const asked = pending.filter((path) => attempt < inputsOf(path).length);
        const answers = await trpcBatch(
          asked.map((path) => [path, inputsOf(path)[attempt]]),
          token,
        );
        pending = [];
        asked.forEach((path, i) => {
          const answer = answers[i] ?? { status: 0, code: undefined, text: '' };
          expect({ path, leaks: leaksIn(answer.text, name) }).toEqual({ path, leaks: [] });
          if (answer.status === 200) {
            answered.push(path);
            shown += answer.text;
          } else pending.push(path);
        });
      }
      // the paths that read the event's parts were reached, not refused for a bad input
      const reading: Partial<Record<AccessName, string[]>> = {
        InfoGeneral: ['events.find', 'events.audit', 'events.list', 'search.palette'],
        Plantillas: ['templates.eventVariables', 'templates.preview'],
        Emails: ['eventMail.list'],
        Contratos: ['eventContracts.list'],
        Calendario: ['events.calendar.events'],
        Contratacion: ['events.hiring.list'],
        Produccion: ['events.production.list', 'advance.get'],
        Holds: ['holds.list', 'holds.conflicts'],
        Pagos: ['payments.schedule', 'payments.ledger', 'payments.export', 'payments.templates'],
        Informes: [
          'reports.summary',
          'reports.events',
          'reports.export',
          'reports.withholdings',
          'reports.withholdingsExport',
        ],
      };
      expect(answered).toEqual(expect.arrayContaining(reading[name] ?? []));
      // and they show the role its own part (a party is shown only with the event, behind InfoGeneral)
      const own = secrets.filter(
        (s) => (s.readers as AccessName[]).includes(name) && name !== 'DatosContraparte',
      );
      for (const { value } of own) expect(shown, value).toContain(value);
    });

    it('is answered by every REST path only what it may read, and refused outside its access', async () => {
      const token = tokens.get(name) ?? '';
      const params: Record<string, string> = { type: 'email', subType: 'confirmacion', party: 'artista' };
      const answered: string[] = [];
      for (const route of restRoutes) {
        const rule = ruleOf(route.procedure);
        if (!rule) continue;
        const url = route.path.replace(/:(\w+)/g, (_, param: string) => params[param] ?? String(eventId));
        const where = `${route.method} ${route.path}`;
        if (!allows(rule, name)) {
          const res = await call(route.method, url, token, route.method === 'GET' ? undefined : {});
          expect({ where, status: res.statusCode, code: codeOf(res) }).toEqual({
            where,
            status: 403,
            code: 'forbidden',
          });
        } else if (isQuery(route.procedure)) {
          // a read by POST (a search, a preview) is sent the input its procedure is asked first
          const body = route.method === 'GET' ? undefined : (inputsOf(route.procedure)[0] ?? {});
          const res = await call(route.method, url, token, body);
          expect({ where, leaks: leaksIn(res.body, name) }).toEqual({ where, leaks: [] });
          if (res.statusCode === 200) answered.push(where);
        }
      }
      const reading: Partial<Record<AccessName, string[]>> = {
        InfoGeneral: ['GET /api/evento/:id'],
        Plantillas: ['GET /api/plantillasMail/getPropsEvento/:eventId', 'POST /api/plantillasMail/preview'],
        Emails: ['GET /api/evento/:id/mail'],
        Contratos: ['GET /api/evento/:id/contratos'],
        Produccion: ['GET /api/evento/:id/avance'],
      };
      expect(answered).toEqual(expect.arrayContaining(reading[name] ?? []));
    });
  });

  it('refuses a write that would touch a part the role may not write, and saves nothing', async () => {
    const { db } = server.database;
    const events = async () => (await db.select({ n: count() }).from(schema.events))[0]?.n;
    const before = await events();
    const infoGeneral = tokens.get('InfoGeneral') ?? '';
    // a copy needs its own access name (issue 28): with it, the parts copied are what is refused
    await db
      .update(schema.roles)
      .set({ access: ['InfoGeneral', 'DuplicarEvento'] })
      .where(eq(schema.roles.name, 'Solo InfoGeneral'));
    const refused = [
      trpcCall('events.create', infoGeneral, {
        name: 'Con artista',
        eventType: 'Promotores',
        artista: { name: 'Artista nuevo', accountNumber: secret.artistIban.value },
      }),
      call('POST', '/api/evento', infoGeneral, {
        name: 'Con artista REST',
        eventType: 'Promotores',
        artista: { name: 'X' },
      }),
      trpcCall('events.duplicate', infoGeneral, { id: eventId }),
      trpcCall('events.duplicateWith', infoGeneral, { id: eventId, parts: ['hiring'] }),
      trpcCall('events.duplicateWith', infoGeneral, { id: eventId, parts: ['parties'] }),
      trpcCall('events.duplicateWith', infoGeneral, { id: eventId, parts: ['production'] }),
      trpcCall('eventMail.newTemplate', tokens.get('Emails') ?? '', {
        eventId,
        type: 'confirmacion',
        party: 'artista',
        name: 'Plantilla sin permiso',
      }),
    ];
    for (const res of await Promise.all(refused)) {
      expect({ status: res.statusCode, code: codeOf(res) }).toEqual({ status: 403, code: 'forbidden' });
    }
    expect(await events()).toBe(before);
    const templates = await db
      .select({ n: count() })
      .from(schema.templates)
      .where(eq(schema.templates.name, 'Plantilla sin permiso'));
    expect(templates[0]?.n).toBe(0);
    // the general info alone is the role's to copy
    const copy = await trpcCall('events.duplicateWith', infoGeneral, { id: eventId, parts: ['entradas'] });
    expect(copy.statusCode).toBe(200);
    expect(leaksIn(copy.body, 'InfoGeneral')).toEqual([]);
  });
});
