import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** The desktop of the accessibility checks (a common laptop's screen). */
export const desktop = { width: 1440, height: 900 };
/** The phone of issue 28 (an iPhone 12–14 in portrait). */
export const phone = { width: 390, height: 844 };

type Size = typeof desktop;

/**
 * The route `url` shows, the unit the checks count (the router's own, `/{-$locale}/event/{-$id}`):
 * its path without the English prefix, each id as `:id` and each token (a link's long random part)
 * as `:token`.
 */
export function routeOf(url: string): string {
  const path = new URL(url).pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return path
    .split('/')
    .map((part) => (/^\d+$/.test(part) ? ':id' : part.length >= 20 ? ':token' : part))
    .join('/');
}

/**
 * The screens this worker has checked, each once a worker at both sizes (the suite's time budget):
 * a route, or a part of one a test names (an event's tab).
 */
const checkedScreens = new Set<string>();

const isSerious = (impact: string | null | undefined) => impact === 'serious' || impact === 'critical';

/** The targets named in a finding's message: enough to find the element, not the whole list. */
const SHOWN_TARGETS = 3;

/** axe-core's serious and critical findings on `page` as it is now, one line each. */
async function seriousFindings(page: Page, where: string): Promise<string[]> {
  // axe's default rules (WCAG 2.0, 2.1 and 2.2 A and AA, and its best practices) and 2.2's target
  // size, which axe leaves off by default; only the failures in full (the passes are slow to send
  // back). Legacy mode runs axe in the page itself: the default opens a blank page of the context
  // for each run to merge the frames' results, and in the template editor (a sandboxed preview
  // frame) that page never opened, so the check waited out its timeout.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => isSerious(violation.impact))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' '));
      const more = targets.length > SHOWN_TARGETS ? ` (and ${targets.length - SHOWN_TARGETS} more)` : '';
      return `${violation.id} (${violation.impact}) on ${where}: ${targets.slice(0, SHOWN_TARGETS).join(', ')}${more}`;
    });
}

// a string: the e2e code is typed for Node, without the DOM's names
const isSettled = `document.readyState === 'complete'
  && !document.querySelector('.mantine-LoadingOverlay-root, [aria-busy="true"]')
  && document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)`;

/** Waits until `page` has loaded its data and finished its transitions (a fading colour is no finding). */
async function settled(page: Page) {
  // a page that never settles (a spinner left on) is judged as it is
  await page.waitForFunction(isSettled, undefined, { timeout: 10_000 }).catch(() => undefined);
}

const isPhone = (size: Size | null) => size !== null && size.width <= phone.width;

/** The findings on `page` at its size and at the other one (the phone's or the desktop's). */
async function findingsAtBothSizes(page: Page): Promise<string[]> {
  const sizes = isPhone(page.viewportSize()) ? [phone, desktop] : [desktop, phone];
  const { pathname, search } = new URL(page.url());
  const found: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    await settled(page);
    found.push(...(await seriousFindings(page, `${pathname}${search} at ${size.width} × ${size.height}`)));
  }
  return found;
}

/**
 * The serious and critical findings on `page` at desktop and phone size, if this worker has not
 * checked `screen` yet (the page's route unless named); nothing if it has.
 */
export async function uncheckedScreenFindings(page: Page, screen = routeOf(page.url())): Promise<string[]> {
  if (checkedScreens.has(screen)) return [];
  checkedScreens.add(screen);
  return findingsAtBothSizes(page);
}

/** Whether `page` shows an HTML document of the app (not a PDF, an image or a blank page). */
const showsAppPage = async (page: Page, origin: string) =>
  new URL(page.url()).origin === origin && (await page.evaluate('document.contentType')) === 'text/html';

/**
 * The routes a test opens, in every browser context it uses: the last address of each route and
 * the context that opened it, to open it again if the test left it.
 */
export class RouteWatch {
  private readonly seen = new Map<string, { url: string; context: BrowserContext }>();
  private readonly contexts = new Set<BrowserContext>();

  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
  ) {
    this.browser.on('context', this.watchContext);
  }

  readonly watchContext = (context: BrowserContext) => {
    this.contexts.add(context);
    context.on('close', () => this.contexts.delete(context));
    context.on('page', (page) => this.watchPage(context, page));
    for (const page of context.pages()) this.watchPage(context, page);
  };

  /** Stops watching the contexts the browser makes from now on (the next test's). */
  stop() {
    this.browser.off('context', this.watchContext);
  }

  private watchPage(context: BrowserContext, page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || new URL(frame.url()).origin !== this.origin) return;
      this.seen.set(routeOf(frame.url()), { url: frame.url(), context });
    });
  }

  /**
   * The findings on each route the test opened that this worker had not checked: on its page as
   * the test left it if it is still there, otherwise opened again in a new page of its context.
   */
  async findings(): Promise<string[]> {
    const found: string[] = [];
    const pages = [...this.contexts].flatMap((context) => context.pages());
    for (const page of pages)
      if (this.seen.has(routeOf(page.url())) && (await showsAppPage(page, this.origin)))
        found.push(...(await uncheckedScreenFindings(page)));
    // a copy: the pages opened here are watched too, and would add what they navigate to
    for (const [route, { url, context }] of [...this.seen]) {
      if (checkedScreens.has(route) || !this.contexts.has(context)) continue;
      const page = await context.newPage();
      // an address that answers a download (a PDF) opens no page
      await page.goto(url).catch(() => undefined);
      // a route that sends elsewhere now (the sign-in, once signed in) waits for a test that stays on it
      if (routeOf(page.url()) === route && (await showsAppPage(page, this.origin)))
        found.push(...(await uncheckedScreenFindings(page)));
      await page.close();
    }
    return found;
  }
}
