import { chromium } from '/work/main/node_modules/playwright/index.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'es-ES' });
const page = await context.newPage();
await page.goto('http://127.0.0.1:3300/login');
await page.getByLabel('Email', { exact: true }).fill('a@b.es');
await page.getByLabel('Contraseña', { exact: true }).fill('Cls-test-2026!');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL(/3300\/$/);
await page.goto('about:blank');
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:3300/event/1');
await page.getByRole('heading', { level: 1 }).waitFor();
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const id of profile.samples) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0) / 1000); }
const top = [...self.entries()].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, v] of top) console.log(v.toFixed(1).padStart(7), k);
// inclusive time by component-ish function names
const incl = new Map(); i = 0;
for (const id of profile.samples) { const seen = new Set(); let cur = id; while (cur) { const f = byId.get(cur).callFrame; const key = f.functionName; if (key && /^[A-Z]/.test(key) && !seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000); } cur = parent.get(cur); } i++; }
const callers = new Map(); i = 0;
for (const id of profile.samples) { const n = byId.get(id); if (n.callFrame.functionName === 'ne' && n.callFrame.url.includes('trpc')) { const chain = []; let cur = parent.get(id); while (cur && chain.length < 6) { const f = byId.get(cur).callFrame; chain.push(`${f.functionName}@${f.url.split('/').pop()}:${f.columnNumber}`); cur = parent.get(cur); } const k = chain.join(' < '); callers.set(k, (callers.get(k) ?? 0) + (dt[i] ?? 0) / 1000); } i++; }
for (const [k, v] of [...callers.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log('NE', v.toFixed(1), k);
console.log('--- inclusive, capitalised functions');
for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(7), k);
await browser.close();
