import type { AccessName } from '@bolo/api/access';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@bolo/api/csrf';
import { type Browser, test as base, type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { RouteWatch } from './accessibility';
import { type E2eServer, e2eAdmin, startE2eServer } from './server';
import { newestSetPasswordLink } from './server-log';

export { desktop, phone } from './accessibility';
export { e2eAdmin };

/** The header the web app sends with each call; a test's own changes as the signed-in page send it too. */
export const appHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** What the browser logs when the page's Content-Security-Policy refused something. */
export const isCspViolation = (text: string) => /Content Security Policy/i.test(text);

/** A `securitypolicyviolation` event, as the page passes it on. */
type Violation = { directive: string; blocked: string; source: string };

/**
 * zod 4 tries `new Function('')` once to see whether it may compile its parsers; refused, it
 * interprets them (docs/security.md, 14.4.x). The browser reports that as an event and logs nothing.
 */
const isZodEvalProbe = (violation: Violation) =>
  violation.directive === 'script-src' && violation.blocked === 'eval';

// a string: the e2e code is typed for Node, without the DOM's names
const passOnViolations = `document.addEventListener('securitypolicyviolation', (event) =>
  window.reportCspViolation({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    source: event.sourceFile + ':' + event.lineNumber,
  }),
);`;

/**
 * Playwright's `test`, failing any test in whose browser the Content-Security-Policy refused
 * something: a script, a style, an image, a worker the app needed would be missing for real users.
 * It hears the `securitypolicyviolation` events of every page (but zod's probe) and what the
 * browser logs, which covers the sandboxed frames, where no script of ours runs.
 */
export const test = base.extend<
  {
    cspViolationsExpected: boolean;
    cspViolations: string[];
    contentSecurityPolicyHolds: undefined;
    routesAccessible: undefined;
  },
  { e2eServer: E2eServer }
>({
  /**
   * The worker's own server and database (ports from E2E_PORT, 3210 by default, one a worker): the
   * workers share the files between them as each one frees, and none sees another's data.
   */
  e2eServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern
    async ({}, use, worker) => {
      const server = await startE2eServer(Number(process.env.E2E_PORT ?? 3210) + worker.parallelIndex);
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.url),
  /** Set by the one test that provokes a violation on purpose. */
  cspViolationsExpected: [false, { option: true }],
  cspViolations: async ({ context }, use) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      if (isCspViolation(message.text())) violations.push(message.text());
    });
    await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
      if (!isZodEvalProbe(violation))
        violations.push(`${violation.directive} refused ${violation.blocked} (${violation.source})`);
    });
    await context.addInitScript(passOnViolations);
    await use(violations);
  },
  contentSecurityPolicyHolds: [
    async ({ cspViolations, cspViolationsExpected }, use) => {
      await use(undefined);
      if (!cspViolationsExpected) expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * No serious or critical axe-core finding on any route the test opened, in any of its browser
   * contexts, at desktop and at phone size; each route once a worker (accessibility.ts), checked
   * once the test has passed, as the test left it or opened again. The time it took is noted on
   * the test (`axe`, in reports/playwright.json).
   */
  routesAccessible: [
    async ({ browser, context, e2eServer }, use, testInfo) => {
      const watch = new RouteWatch(browser, new URL(e2eServer.url).origin);
      watch.watchContext(context);
      await use(undefined);
      watch.stop();
      if (testInfo.status !== testInfo.expectedStatus) return;
      const started = Date.now();
      const found = await watch.findings();
      testInfo.annotations.push({ type: 'axe', description: `${Date.now() - started} ms` });
      expect(found, 'serious and critical axe-core findings').toEqual([]);
    },
    { auto: true, timeout: 180_000 },
  ],
});

/** Picks `option`, the first that `search` finds, in the searchable select `label` of `scope`. */
export async function pick(scope: Page | Locator, label: string, search: string, option: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  // focused first, as a person clicks into the box before typing: the list opens on focus
  await box.click();
  await box.fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  // a hall's option also names its city
  const wanted = new RegExp(`^${option}`);
  // a searched list answers after a pause and shows what it had until then: an option taken from
  // that may sit below the list's scroll, under the page, as the answer comes
  // the options of the list that opened, not a native select's elsewhere on the form (a time's AM/PM)
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toHaveAccessibleName(wanted);
  await list.getByRole('option', { name: wanted }).click();
  await expect(box).toHaveValue(option);
}

/**
 * The administrator's cookies once signed in through the form: the worker's later tests open the
 * app with them, as a person's second tab does, instead of typing the password again (about 3 s a
 * test). sign-in.spec.ts keeps testing the form itself.
 */
let adminCookies: Cookie[] | undefined;

/** The administrator signed in (Spanish pages), on the event list. */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (adminCookies && (await openSignedIn(page, adminCookies))) return;
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/:\d+\/$/);
  adminCookies = await page.context().cookies();
}

/** Opens the event list with `cookies`; false when their session has ended and the app asks to sign in. */
async function openSignedIn(page: Page, cookies: Cookie[]): Promise<boolean> {
  await page.context().addCookies(cookies);
  await page.goto('/');
  const list = page.getByRole('textbox', { name: 'Buscar eventos' });
  await expect(list.or(page.getByRole('button', { name: 'Entrar' }))).toBeVisible();
  return list.isVisible();
}

/** A tRPC call as the signed-in page makes it (superjson bodies), for what a test sets up. */
export async function call<T>(
  page: Page,
  procedure: string,
  input: unknown,
  kind: 'query' | 'mutation',
): Promise<T> {
  const url = `/trpc/${procedure}`;
  const response =
    kind === 'query'
      ? await page.request.get(`${url}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
      : await page.request.post(url, { data: { json: input }, headers: appHeaders });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).result.data.json as T;
}

/** How the calendar names a day ("Viernes, 12 de junio de 2026"), with the browser's own Intl. */
export const dayName = (page: Page, day: string, locale = 'es-ES') =>
  page.evaluate(
    ([d, l]) => {
      const text = new Intl.DateTimeFormat(l, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${d}T00:00:00Z`),
      );
      return text.charAt(0).toLocaleUpperCase() + text.slice(1);
    },
    [day, locale] as const,
  );

/** The hours and minutes of the time field `label` (TimeField: "Llegada, horas", "Llegada, minutos"). */
export const timeParts = (scope: Page | Locator, label: string) => ({
  hours: scope.getByRole('spinbutton', { name: `${label}, horas`, exact: true }),
  minutes: scope.getByRole('spinbutton', { name: `${label}, minutos`, exact: true }),
});

/** Types `time` (`HH:MM`) into the time field `label`, as a person types its hours and then its minutes. */
export async function fillTime(scope: Page | Locator, label: string, time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  const parts = timeParts(scope, label);
  await parts.hours.fill(hours);
  await parts.minutes.fill(minutes);
}

/** The time field `label` shows `time` (`HH:MM`, 24 h). */
export async function expectTime(scope: Page | Locator, label: string, time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  const parts = timeParts(scope, label);
  await expect(parts.hours).toHaveValue(hours);
  await expect(parts.minutes).toHaveValue(minutes);
}

/**
 * A new colleague whose role `role` holds `access` only, invited by the administrator on `admin`,
 * who sets a password from the mailed link and signs in on a page of their own (`password`).
 */
export async function signInAsNewColleague(
  admin: Page,
  browser: Browser,
  colleague: { role: string; access?: AccessName[]; email: string; password: string; name?: string },
  contextOptions: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const { role, access, email, password, name = 'Bea' } = colleague;
  // a role of its own, or one that exists already when no access is named
  if (access) await call(admin, 'admin.roles.create', { name: role, access }, 'mutation');
  await call(admin, 'admin.users.create', { email, name, lastName: 'Colega', role }, 'mutation');
  const page = await (await browser.newContext(contextOptions)).newPage();
  await page.goto(await newestSetPasswordLink(email));
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repita la contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/:\d+\/$/);
  return page;
}

/** Nothing on the page is wider than the screen: no sideways scroll of the whole page. */
export const pageWidth = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth);

/** The boxes inside `scope` that scroll sideways because their content is wider than they are. */
export const sidewaysScrollers = (scope: Locator) =>
  scope.evaluate(
    (root) =>
      [root, ...root.querySelectorAll('*')].filter((element) => {
        const { overflowX } = element.ownerDocument.defaultView?.getComputedStyle(element) ?? {
          overflowX: '',
        };
        return (
          (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      }).length,
  );

/** Whether `target` lies whole inside the screen's width. */
export async function expectWithinWidth(target: Locator, width: number) {
  const box = await target.boundingBox();
  expect(box, 'on the page').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

/** An amount as the page writes it in Spanish, whatever space goes before the euro sign. */
export const euros = (amount: string) => new RegExp(`${amount.replaceAll('.', '\\.')}\\s€`);

type HiringBlock = { id: number; version: number; type: string; cache: Record<string, unknown> };

/** Saves the hiring block of `party` of an event with `changes` (its deal in `cache`, a payment method …). */
export async function updateHiring(
  page: Page,
  eventId: number,
  party: 'artista' | 'promotor' | 'sala',
  changes: (block: HiringBlock) => Record<string, unknown>,
): Promise<void> {
  const blocks = await call<HiringBlock[]>(page, 'events.hiring.list', { eventId }, 'query');
  const block = blocks.find((candidate) => candidate.type === party);
  await call(
    page,
    'events.hiring.update',
    { id: block?.id, version: block?.version, ...changes(block as HiringBlock) },
    'mutation',
  );
}

/** A fixed fee of `quantity` cents (described as `description`) as a party's whole deal, with its other `cache` fields. */
export const fixedFee = (quantity: number, { description = '', ...cache }: Record<string, unknown> = {}) => ({
  cache: {
    fijo: { quantity, active: true, description },
    variable: { description: '', active: false, sections: [] },
    ...cache,
  },
});

/** What `settlements.get` answers besides the fields `settlements.save` takes back. */
interface Settlement {
  eventId: number;
  version: number;
  status: string;
  lockedAt: unknown;
  lockedBy: unknown;
  artist: unknown;
  figures: unknown;
  [field: string]: unknown;
}

/** Saves an event's settlement as it reads with `changes` on top, and locks it (before the show date too). */
export async function lockedSettlement(
  page: Page,
  eventId: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const {
    version,
    status: _status,
    lockedAt: _lockedAt,
    lockedBy: _lockedBy,
    artist: _artist,
    figures: _figures,
    ...fields
  } = await call<Settlement>(page, 'settlements.get', { eventId }, 'query');
  const saved = await call<Settlement>(
    page,
    'settlements.save',
    { ...fields, eventId, version, ...changes },
    'mutation',
  );
  await call(page, 'settlements.lock', { eventId, version: saved.version, beforeShowDate: true }, 'mutation');
}
