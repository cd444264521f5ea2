// Issue 17's bounds under attack, as ratios to the same server idle in the same run: /health while
// five people open, at once, the share link of a contract with a 500-page annex (the annex cap);
// and the template check of 30 nested #each (refused by the depth rule) against a plain one's.
import { register } from 'tsx/esm/api';
import { figure, freshDatabase, p50p95, sized, startBolo, stop } from './lib.mjs';

register();
const { annexPdf } = await import('../packages/templating/src/testing.ts');

const PORT = 3931;
const base = `http://127.0.0.1:${PORT}`;
const IDLE = sized(200, 50);
const CONTRACTS = sized(5, 2);
// a plain check and a refused one each time: 60 in all, the per-user limit of a minute
const CHECKS = sized(30, 10);
const nested = `{{#each entrada.entradas}}${'{{#each ../entrada.entradas}}'.repeat(29)}x${'{{/each}}'.repeat(30)}`;

/** One request, its answer read whole, refusing an answer other than `status`; answers its time in ms. */
async function timed(path, init = {}, status = 200) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  if (response.status !== status) throw new Error(`${path}: ${response.status} ${text}`);
  return performance.now() - started;
}

/** /health asked one after another until `work` settles: each answer's time. */
async function healthWhile(work) {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  const times = [];
  while (!done) times.push(await timed('/health'));
  await settled;
  return times;
}

const p99 = (times) => [...times].sort((a, b) => a - b)[Math.max(0, Math.ceil(times.length * 0.99) - 1)];

/** An event whose artist contract has a 500-page annex; answers its share link's path. */
async function longContract(headers, annex, n) {
  const json = { ...headers, 'content-type': 'application/json' };
  const event = await fetch(`${base}/api/evento`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: `Bolo con anexo ${n}`,
      eventType: 'Promotores',
      date: '2026-07-01',
      artista: { name: 'Zahara' },
    }),
  }).then((res) => res.json());
  const form = new FormData();
  form.append('subType', 'artista');
  form.append('file', new File([annex], 'planos.pdf', { type: 'application/pdf' }));
  const added = await fetch(`${base}/api/evento/${event.id}/contratos/addAnnex`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (!added.ok) throw new Error(`addAnnex: ${added.status} ${await added.text()}`);
  const shared = await fetch(`${base}/api/evento/${event.id}/contratos/shareLink`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ subType: 'artista' }),
  }).then((res) => res.json());
  return new URL(shared.linkShare.url).pathname;
}

export async function boundsBench() {
  const { child, headers } = await startBolo(await freshDatabase('bolo_bench_bounds'), PORT);
  try {
    const json = { ...headers, 'content-type': 'application/json' };
    await fetch(`${base}/api/plantillasMail`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Contrato de artista',
        type: 'contract',
        subType: 'artista',
        body: '<h1>Contrato</h1><p>{{artista.name}} actuará en {{infoGeneral.name}}.</p>',
        master: true,
      }),
    });
    const idle = [];
    for (let i = 0; i < IDLE; i++) idle.push(await timed('/health'));

    const annex = await annexPdf('Planos', 500);
    const during = [];
    for (let n = 0; n < CONTRACTS; n++) {
      const path = await longContract(headers, annex, n);
      const opens = Promise.all(Array.from({ length: 5 }, () => timed(path)));
      during.push(...(await healthWhile(opens)));
    }

    const check = (body) => ({ method: 'POST', headers: json, body: JSON.stringify({ body }) });
    const plain = [];
    const refused = [];
    for (let i = 0; i < CHECKS; i++) {
      plain.push(await timed('/api/plantillasMail/check', check('<p>{{artista.name}}</p>')));
      refused.push(await timed('/api/plantillasMail/check', check(`<p>hola</p>\n${nested}`)));
    }
    const idleP99 = p99(idle);
    return [
      figure(
        '/health p99 while 5 open a 500-page contract link at once',
        p99(during),
        'ms',
        { max: 100 },
        idleP99,
      ),
      figure('/health p99, the same server idle', idleP99, 'ms'),
      figure(
        'template check of 30 nested #each (refused): p50',
        p50p95(refused).p50,
        'ms',
        { max: 100 },
        p50p95(plain).p50,
      ),
    ];
  } finally {
    await stop(child);
  }
}
