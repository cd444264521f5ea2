import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@bolo/api/csrf';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

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
export const test = base.extend<{
  cspViolationsExpected: boolean;
  cspViolations: string[];
  contentSecurityPolicyHolds: undefined;
}>({
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
});

/** The administrator the end-to-end server is started with. */
export const e2eAdmin = { email: 'admin@bolo.test', password: 'e2e-password' };

/** Picks `option` in the searchable select `label` of `scope` after typing `search` into it. */
export async function pick(scope: Page | Locator, label: string, search: string, option: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  // focused first, as a person clicks into the box before typing: the list opens on focus
  await box.click();
  await box.fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  // a hall's option also names its city
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await expect(box).toHaveValue(option);
}

/** Signs the administrator in through the (Spanish) login page and waits for the event list. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/:\d+\/$/);
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
