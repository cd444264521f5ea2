import { type DaySheet, errorText, type Locale, openDaySheet } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLocale } from './context';
import { sendHtmlPage } from './csp';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The cache the service worker keeps the pages in: a new name drops what older workers kept. */
const CACHE = 'bolo-hoja-1';

/** The page's own script, which the worker keeps beside the pages. */
const PAGE_SCRIPT = '/hoja/page.js';

/** The sheet's notice that the copy shown is the one kept, hidden while the page is the network's. */
const HIDDEN_NOTICE = '<p id="offline" class="offline" hidden>';

/** How long a sheet waits for the network before the copy kept is shown (a weak signal at a venue). */
const NETWORK_WAIT_MS = 4000;

/**
 * The day sheets' service worker (scope `/hoja/`): an opened sheet (and its script) is fetched
 * from the network first, so it is always the current one, and kept. The copy kept is shown, its
 * notice saying so, when the network fails, answers 429 or 5xx (a venue's crowded wifi, a proxy
 * during a deploy) or takes longer than NETWORK_WAIT_MS; the network's answer still refreshes the
 * copy. A sheet whose link stopped opening (404) is dropped from the cache.
 */
const serviceWorker = `const CACHE = '${CACHE}';
async function kept(request) {
  const copy = await caches.match(request, { ignoreVary: true });
  if (!copy || request.mode !== 'navigate') return copy;
  const page = (await copy.text()).replace('${HIDDEN_NOTICE}', '${HIDDEN_NOTICE.replace(' hidden', '')}');
  // the body is the text now, no longer what the server sent compressed
  const headers = new Headers(copy.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(page, { status: copy.status, headers });
}
async function answer(request, network) {
  let first;
  try {
    first = await Promise.race([network, new Promise((resolve) => setTimeout(resolve, ${NETWORK_WAIT_MS}))]);
  } catch {
    return (await kept(request)) ?? Response.error();
  }
  if (first === undefined) return (await kept(request)) ?? network.catch(() => Response.error());
  if (first.status === 429 || first.status >= 500) return (await kept(request)) ?? first;
  return first;
}
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || (request.mode !== 'navigate' && !request.url.endsWith('${PAGE_SCRIPT}'))) return;
  const network = fetch(request).then(async (response) => {
    const cache = await caches.open(CACHE);
    if (response.ok) await cache.put(request, response.clone());
    else if (response.status === 404) await cache.delete(request, { ignoreVary: true });
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  event.respondWith(answer(request, network));
});
`;

/**
 * The sheet's own script: registers the worker and, on the first visit (the page came before the
 * worker), keeps this page for offline use. The worker unhides the notice of a copy it shows.
 */
const pageScript = `if ('serviceWorker' in navigator && 'caches' in window) {
  const first = !navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register('/hoja/sw.js', { scope: '/hoja/' })
    .then(() => (first ? caches.open('${CACHE}').then((cache) => cache.addAll([location.href, '${PAGE_SCRIPT}'])) : undefined))
    .catch(() => undefined);
}
`;

/** The page's words that the sheet itself does not carry. */
const pageWords = {
  es: {
    offline: 'Sin conexión: esta es la última versión guardada en el teléfono.',
    other: ['en', 'English'],
  },
  en: { offline: 'Offline: this is the last version kept on this phone.', other: ['es', 'Español'] },
} as const;

const style = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#fff;line-height:1.45;max-width:40rem;margin-inline:auto;overflow-wrap:anywhere}
h1{font-size:1.4rem;margin:.2rem 0}h2{font-size:1.15rem;margin:1.4rem 0 .4rem;border-bottom:2px solid #1c6e8c}h3{font-size:1rem;margin:1rem 0 .3rem}
ul{list-style:none;margin:0;padding:0}li{padding:.45rem 0;border-bottom:1px solid #ddd}.time{font-weight:700;font-variant-numeric:tabular-nums;margin-right:.4rem}
.muted{color:#4a4a4a}a{color:#0b5a78}.offline{background:#fff3cd;color:#5c4400;padding:.5rem;border-radius:4px}nav{text-align:right}`;

const line = (parts: string[]) => parts.filter(Boolean).join(' · ');
const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');

function sheetBody(sheet: DaySheet): string {
  const { words } = sheet;
  const [otherLang, otherName] = pageWords[sheet.lang].other;
  const days = sheet.days.map(
    (day) =>
      `<h3>${escapeHtml(day.title)}</h3>${
        day.steps.length === 0
          ? `<p class="muted">${escapeHtml(words.noSteps)}</p>`
          : `<ul>${day.steps
              .map(
                (step) =>
                  `<li><span class="time">${escapeHtml(step.time)}</span><strong>${escapeHtml(step.what)}</strong>${step.place ? ` · ${escapeHtml(step.place)}` : ''}${step.notes ? `<br><span class="muted">${escapeHtml(step.notes)}</span>` : ''}</li>`,
              )
              .join('')}</ul>`
      }`,
  );
  const contacts = sheet.contacts.map(
    (c) =>
      `<li><strong>${escapeHtml(c.name)}</strong> · ${escapeHtml(c.role)}${
        c.phone ? `<br><a href="tel:${escapeHtml(telOf(c.phone))}">${escapeHtml(c.phone)}</a>` : ''
      }${c.email ? `<br><a href="mailto:${escapeHtml(c.email)}">${escapeHtml(c.email)}</a>` : ''}${
        c.notes ? `<br><span class="muted">${escapeHtml(c.notes)}</span>` : ''
      }</li>`,
  );
  const place = line([sheet.place.name, sheet.place.address]);
  return [
    `<nav><a href="?lang=${otherLang}" lang="${otherLang}">${otherName}</a></nav>`,
    `<header><h1>${escapeHtml(sheet.title)}</h1>`,
    place
      ? `<p>${escapeHtml(place)}${sheet.place.mapUrl ? ` · <a href="${escapeHtml(sheet.place.mapUrl)}">${escapeHtml(words.map)}</a>` : ''}</p>`
      : '',
    `<p class="muted">${escapeHtml(sheet.updated)}</p>`,
    `${HIDDEN_NOTICE}${escapeHtml(pageWords[sheet.lang].offline)}</p></header>`,
    `<main><h2>${escapeHtml(words.schedule)}</h2>${days.join('')}`,
    contacts.length > 0 ? `<h2>${escapeHtml(words.contacts)}</h2><ul>${contacts.join('')}</ul>` : '',
    sheet.hotel.length > 0
      ? `<h2>${escapeHtml(words.hotel)}</h2><ul>${sheet.hotel.map((h) => `<li><strong>${escapeHtml(h.what)}</strong>${h.details ? `<br>${escapeHtml(h.details)}` : ''}</li>`).join('')}</ul>`
      : '',
    sheet.notes.length > 0
      ? `<h2>${escapeHtml(words.notes)}</h2>${sheet.notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('')}`
      : '',
    '</main>',
  ].join('');
}

const page = (lang: Locale, title: string, body: string) => `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style nonce="">${style}</style>
<script src="${PAGE_SCRIPT}" defer></script>
</head>
<body>${body}</body>
</html>
`;

/** The page of a link that does not open: what happened, in both languages. */
const notValidPage = page(
  'es',
  'Enlace no válido · Link not valid',
  `<main><h1>Enlace no válido</h1><p>${escapeHtml(errorText('day_sheet_link_not_found', 'es'))}</p><h1 lang="en">Link not valid</h1><p lang="en">${escapeHtml(errorText('day_sheet_link_not_found', 'en'))}</p></main>`,
);

const script = (reply: FastifyReply, text: string) =>
  reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(text);

const asLocale = (value: unknown): Locale | undefined =>
  value === 'es' || value === 'en' ? value : undefined;

/**
 * `GET /hoja/{token}` (issue 32): an event's day sheet for the crew's phones, without an account.
 * The token is the key (an open link of a live event, counted by the public links' limit); the
 * page is rendered here, small and self-contained, in `?lang=` or the visitor's language, and
 * readable offline once opened through its service worker (`/hoja/sw.js`). Never cached by HTTP
 * caches, indexed or sent as a referrer.
 */
export function registerDaySheetPages(app: FastifyInstance, database: Database) {
  app.get('/hoja/sw.js', (_req, reply) => script(reply, serviceWorker));
  app.get(PAGE_SCRIPT, (_req, reply) => script(reply, pageScript));
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/hoja/:token',
    async (req, reply) => {
      const lang = asLocale(req.query.lang) ?? requestLocale(req);
      const sheet = await openDaySheet(database.db, { token: req.params.token, ipAddress: req.ip, lang });
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .header('vary', 'accept-language, cookie');
      if (!sheet) return sendHtmlPage(reply.status(404), notValidPage);
      return sendHtmlPage(reply, page(lang, sheet.title, sheetBody(sheet)));
    },
  );
}
