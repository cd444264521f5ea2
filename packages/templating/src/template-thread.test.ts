import { describe, expect, it } from 'vitest';
import { sampleVariables } from './catalogue';
import { renderTemplate } from './render';
import { checkTemplatesOnThread, renderTemplatesOnThread, TemplatesError } from './template-thread';

const samples = sampleVariables();
const options = { locale: 'es', timeZone: 'Europe/Madrid' } as const;

describe('templates on a template thread', () => {
  it('renders subject and body as the server’s own thread would', async () => {
    const subject = 'Confirmación: {{infoGeneral.name}}';
    const body = '<p>{{artista.name}}, {{fecha infoGeneral.date}}: {{dinero contratacion.cacheFijo}}</p>';
    expect(await renderTemplatesOnThread([subject, body], samples, options)).toEqual([
      renderTemplate(subject, samples, options),
      renderTemplate(body, samples, options),
    ]);
  });

  it('names the source that fails, with its line and reason', async () => {
    const failure = checkTemplatesOnThread(['Hola', '<p>uno</p>\n{{#if}}{{/if}}']);
    await expect(failure).rejects.toBeInstanceOf(TemplatesError);
    await expect(failure).rejects.toMatchObject({
      index: 1,
      check: { line: 2, reason: { en: '"if" takes 1 value and has 0' } },
    });
    await expect(
      renderTemplatesOnThread(['{{#each entrada.entradas}}{{precio}}{{/each}}', ''], samples, options),
    ).rejects.toMatchObject({ index: 0, check: { line: 1 } });
    await expect(checkTemplatesOnThread(['Hola', '<p>{{infoGeneral.name}}</p>'])).resolves.toBeNull();
  });

  it('refuses a template past the limits on the calling thread, before any thread gets it', async () => {
    const huge = `<p>x</p>${'{{infoGeneral.name}}'.repeat(24_000)}`;
    const started = performance.now();
    await expect(checkTemplatesOnThread(['', huge])).rejects.toMatchObject({
      index: 1,
      check: { failure: 'too_large' },
    });
    expect(performance.now() - started).toBeLessThan(50);
  });
});
