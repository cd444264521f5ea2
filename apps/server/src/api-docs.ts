import type { FastifyInstance } from 'fastify';
import type { Answer, JsonSchema, OpenApiDocument, Operation, Parameter } from './openapi';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A JSON Schema as indented JSON, folded until opened. */
const schemaBlock = (label: string, schema: unknown) =>
  `<details class="schema"><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

/** The one-line type of a parameter: `integer`, `string ≤ 200`, `one of a, b`. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'string';
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join(', ')}`;
  const limits = [
    typeof schema.minimum === 'number' ? `≥ ${schema.minimum}` : '',
    typeof schema.maximum === 'number' ? `≤ ${schema.maximum}` : '',
    typeof schema.maxLength === 'number' ? `≤ ${schema.maxLength} chars` : '',
  ].filter(Boolean);
  const type = typeof schema.type === 'string' ? schema.type : 'value';
  return [type, ...limits].join(' ');
}

function parametersTable(parameters: Parameter[]): string {
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(typeOf(p.schema))}</td></tr>`,
  );
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function answersOf(responses: Record<string, Answer>): string {
  const parts: string[] = [];
  const errors: string[] = [];
  for (const [status, answer] of Object.entries(responses)) {
    if (answer.$ref) {
      errors.push(`<a href="#error-${status}">${status}</a>`);
      continue;
    }
    const contents = Object.entries(answer.content ?? {});
    parts.push(
      contents.length === 0
        ? `<p>${status}: ${escapeHtml(answer.description ?? '')}</p>`
        : contents.map(([type, { schema }]) => schemaBlock(`${status} answer (${type})`, schema)).join(''),
    );
  }
  if (errors.length > 0) parts.push(`<p>Errors: ${errors.join(' ')}</p>`);
  return parts.join('');
}

function operationBlock(method: string, path: string, operation: Operation): string {
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([type, { schema }]) => schemaBlock(`Request body (${type})`, schema))
    .join('');
  return `<details class="operation" id="${escapeHtml(`${method}-${path}`)}"><summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="summary">${escapeHtml(operation.summary ?? '')}</span></summary>
${operation.parameters?.length ? parametersTable(operation.parameters) : ''}${body}${answersOf(operation.responses)}</details>`;
}

function errorsTable(responses: Record<string, Answer>): string {
  const rows = Object.entries(responses).map(([name, answer]) => {
    const status = name.replace(/\D/g, '');
    return `<tr id="error-${status}"><td>${status}</td><td>${escapeHtml(answer.description ?? '').replace(/, /g, '<br>')}</td></tr>`;
  });
  return `<table><thead><tr><th>Status</th><th>Codes (<code>{code, message}</code>)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * The reference page of the OpenAPI document: every path grouped by tag, with its parameters,
 * request and answer schemas and error statuses. Plain HTML with native `<details>`: no script,
 * and its stylesheet is a file of the same server, so it passes a strict Content-Security-Policy.
 * In English only: it is for the integrators of the REST paths.
 */
export function apiDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(method, path, operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const sections = tags.map(
    (tag) =>
      `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><header><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? '')}</p>
<p>The machine-readable OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav>${tags.map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' · ')} · <a href="#errors">errors</a></nav></header>
<main>${sections.join('\n')}
<section id="errors"><h2>Errors</h2><p>Every refusal answers JSON <code>{code, message}</code>; the message is in Spanish, or English with <code>Accept-Language: en</code>.</p>${errorsTable(document.components.responses)}</section>
</main></body></html>`;
}

const stylesheet = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 2rem;color:#1b1f24}
nav a{white-space:nowrap}h2{border-bottom:1px solid #d0d7de;margin-top:2rem}
details.operation{border:1px solid #d0d7de;border-radius:6px;margin:.4rem 0;padding:.3rem .6rem}
details.operation>summary{cursor:pointer}details.schema{margin:.3rem 0 .3rem 1rem}
pre{background:#f6f8fa;padding:.6rem;overflow:auto;max-height:30rem;font-size:13px}
.method{display:inline-block;min-width:4.2rem;font-weight:700;text-align:center;border-radius:4px;color:#fff}
.get{background:#0969da}.post{background:#1a7f37}.put{background:#9a6700}.delete{background:#cf222e}
.summary{color:#57606a}table{border-collapse:collapse;margin:.4rem 0}td,th{border:1px solid #d0d7de;padding:.2rem .5rem;text-align:left;vertical-align:top}
`;

/** `GET /api/docs` (built on its first request: the page is large, and most servers never show it) and its stylesheet. */
export function registerApiDocs(app: FastifyInstance, document: OpenApiDocument): void {
  let page: string | undefined;
  app.get('/api/docs', async (_req, reply) => {
    page ??= apiDocsPage(document);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
  app.get('/api/docs.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  );
}
