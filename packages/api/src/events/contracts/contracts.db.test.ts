import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@bolo/db';
import {
  annexPdf,
  collapsed,
  drawingAnnex,
  extractPdfText,
  htmlText,
  pdfImageSizes,
  sampleContract,
  sampleContractHtml,
  withoutSpaces,
} from '@bolo/templating/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type callerFor,
  recordingServices,
  settlementFields,
  testImage,
  withAdminAndClerk,
} from '../../testing';
import { openSharedContract } from './share-links';

type Caller = Awaited<ReturnType<typeof callerFor>>;
let database: Database;
let admin: Caller;
let clerk: Caller;
let eventId = 0;
const services = recordingServices();
const sample = sampleContract();

const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
/** The sample contract as a template: the artist's name a variable, the stage plan embedded. */
const contractTemplate = sampleContractHtml
  .replaceAll('Los Pingüinos Eléctricos', '{{artista.name}}')
  .replace('src="plano"', `src="${dataUrl(sample.images?.plano ?? new Uint8Array())}"`);

const firmante = {
  name: 'María José',
  apellido: 'Ibáñez Peña',
  cargo: 'Administradora de Conciertos del Norte, S.L.',
  dni: '12345678Z',
};
const artista = {
  name: 'Los Pingüinos Eléctricos',
  nameSignatory: 'Íñigo Álvarez Muñoz',
  dniFirmante: '87654321X',
};
/** The signature block as a reader extracts it: name, position and DNI of each, in order. */
const signatureText =
  `${firmante.name} ${firmante.apellido}${firmante.cargo}DNI ${firmante.dni}` +
  `${artista.nameSignatory}${artista.name}DNI ${artista.dniFirmante}`;

const contractOf = async (subType: string) =>
  (await admin.eventContracts.list({ eventId })).find((contract) => contract.subType === subType);
const storedAnnexes = () =>
  readdir(join(services.filesDir, 'contracts', String(eventId))).catch(() => [] as string[]);

beforeAll(async () => {
  ({ database, admin, clerk } = await withAdminAndClerk(services));
  const signatory = await admin.masters.signatory.create(firmante);
  const company = await admin.masters.company.create({
    name: 'Conciertos del Norte',
    firmanteId: signatory.id,
  });
  // The signature is uploaded for the signatory (the only files `firma` may name).
  await admin.masters.signatory.files.upload({
    id: signatory.id,
    field: 'firma',
    file: sample.signatories[0]?.firma ?? new Uint8Array(),
  });
  const logo = new Uint8Array(await sharp(sample.header?.image).webp({ lossless: true }).toBuffer());
  await admin.masters.company.images.upload({ id: company.id, group: 'principal', files: [logo] });
  await admin.masters.company.images.upload({
    id: company.id,
    group: 'pie',
    files: [sample.footer?.image ?? new Uint8Array()],
  });
  const event = await admin.events.create({
    name: 'Los Pingüinos en la Sala Ñandú',
    eventType: 'Promotores',
    date: '2027-03-14',
    empresaId: company.id,
    artista,
  });
  eventId = event.id;
  await admin.templates.create({
    name: 'Contrato de artista',
    type: 'contract',
    subType: 'artista',
    body: contractTemplate,
    master: true,
  });
});
afterAll(async () => {
  await database.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

describe("an event's contracts", () => {
  it('are one per party, generated from the master of each; a party without one says so', async () => {
    const contracts = await admin.eventContracts.list({ eventId });
    expect(contracts.map((c) => c.subType)).toEqual(['artista', 'promotor', 'sala']);
    expect(contracts[0]).toMatchObject({
      id: null,
      type: 'contract',
      generatedAuto: true,
      save: false,
      plantillaName: 'Contrato de artista',
      templateMissing: false,
      annex: [],
      linkShare: null,
    });
    expect(contracts[0]?.body).toContain('Concierto de Los Pingüinos Eléctricos en la Sala Ñandú');
    expect(contracts[1]).toMatchObject({ body: '', plantillaId: null, templateMissing: true });
  });

  it('typeset to five pages whose text is the rendered template, accents and € included, then the signatories', async () => {
    const rendered = (await contractOf('artista'))?.body ?? '';
    const pdf = await admin.eventContracts.pdf({ eventId, subType: 'artista' });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe('contrato-artista-los-pinguinos-en-la-sala-nandu.pdf');
    const pages = await extractPdfText(pdf.bytes);
    expect(pages).toHaveLength(5);
    pages.forEach((page, i) => {
      expect(page.artifacts).toContain(`página ${i + 1} de 5`);
    });
    const extracted = pages.map((page) => page.text).join('');
    expect(withoutSpaces(htmlText(rendered))).toBe(withoutSpaces(htmlText(sampleContractHtml)));
    expect(withoutSpaces(extracted)).toBe(withoutSpaces(htmlText(rendered) + signatureText));
    expect(collapsed(extracted)).toContain('la cantidad de 12.500,00 € (doce mil quinientos euros)');
    expect(collapsed(extracted)).toContain('el pingüino de la cigüeña, el niño y el señor Núñez');
  });

  it("head each page with the first image of the company's group the event's imageGroup picks", async () => {
    const company = await admin.masters.company.create({ name: 'Producciones del Sur' });
    const upload = async (group: 'principal' | 'secundario', width: number, height: number) =>
      admin.masters.company.images.upload({
        id: company.id,
        group,
        files: [await testImage('png', width, height)],
      });
    await upload('principal', 300, 60);
    await upload('secundario', 500, 50);
    const event = await admin.events.create({
      name: 'Rosalía en la Cartuja',
      eventType: 'Promotores',
      empresaId: company.id,
      artista: { name: 'Rosalía' },
    });
    const headerSizes = async () =>
      pdfImageSizes((await admin.eventContracts.pdf({ eventId: event.id, subType: 'artista' })).bytes);
    // none chosen: the principal group, as before the choice existed
    expect(await headerSizes()).toContainEqual([300, 60]);
    const { version } = await admin.events.find({ id: event.id });
    await admin.events.update({ id: event.id, version, imageGroup: 'secundario' });
    const secondary = await headerSizes();
    expect(secondary).toContainEqual([500, 50]);
    expect(secondary).not.toContainEqual([300, 60]);

    await expect(
      admin.events.update({ id: event.id, version: version + 1, imageGroup: 'portada' as 'pie' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('typeset the text given instead, for a preview of unsaved edits', async () => {
    const pdf = await admin.eventContracts.pdf({
      eventId,
      subType: 'artista',
      body: '<p>Borrador: ¿vale?</p>',
    });
    const [page, ...rest] = await extractPdfText(pdf.bytes);
    expect(rest).toEqual([]);
    expect(withoutSpaces(page?.text ?? '')).toBe(withoutSpaces(`Borrador: ¿vale?${signatureText}`));
  });

  it('preview while long settlement sheets fill their own line: the sheets past their line are busy, past their pages refused', async () => {
    const settlement = await admin.settlements.get({ eventId });
    const { version } = settlement;
    const fields = settlementFields(settlement);
    // 1 600 ticket lines of 400 characters: about 300 pages, refused at 250 as they are laid out.
    const long = 'x'.repeat(199);
    const tickets = Array.from({ length: 1_600 }, (_, i) => ({
      type: `${long}${i % 10}`,
      channel: long,
      price: 100,
      quantity: 1,
    }));
    await admin.settlements.save({ eventId, version, ...fields, tickets });
    const sheets = Array.from({ length: 10 }, () =>
      admin.settlements.pdf({ eventId, sheet: 'internal' }).then(
        () => 'made',
        (error: { appCode?: string }) => error.appCode,
      ),
    );
    const previews = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        admin.eventContracts.pdf({ eventId, subType: 'artista', body: `<p>Vista previa ${i}</p>` }),
      ),
    );
    for (const [i, preview] of previews.entries())
      expect(collapsed((await extractPdfText(preview.bytes))[0]?.text ?? '')).toContain(`Vista previa ${i}`);
    expect((await Promise.all(sheets)).sort()).toEqual([
      ...Array<string>(5).fill('busy'),
      ...Array<string>(5).fill('pdf_too_many_pages'),
    ]);
  }, 60_000);

  it('append an uploaded annex after the body, and refuse one that is not a PDF, saving nothing', async () => {
    const rider = await annexPdf('Anexo I: rider técnico', 2);
    const added = await admin.eventContracts.addAnnex({
      eventId,
      subType: 'artista',
      name: 'rider.pdf',
      bytes: Buffer.from(rider).toString('base64'),
    });
    expect(added.annex).toEqual([{ id: expect.any(String), name: 'rider.pdf', size: rider.byteLength }]);
    // The row now holds the annex, but the text is not saved: it still follows the event.
    expect(added).toMatchObject({ id: expect.any(Number), save: false, generatedAuto: true });
    const pages = await extractPdfText(
      (await admin.eventContracts.pdf({ eventId, subType: 'artista' })).bytes,
    );
    expect(pages).toHaveLength(7);
    expect(pages[4]?.artifacts).toContain('página 5 de 5');
    expect(pages.slice(5).map((page) => collapsed(page.text))).toEqual([
      'Anexo I: rider técnico, hoja 1',
      'Anexo I: rider técnico, hoja 2',
    ]);

    const html = new TextEncoder().encode('<html><body><p>Contrato firmado</p></body></html>');
    for (const subType of ['artista', 'sala']) {
      await expect(
        admin.eventContracts.addAnnex({ eventId, subType, name: 'contrato.pdf', bytes: html }),
      ).rejects.toMatchObject({ appCode: 'contract_annex_not_pdf' });
    }
    expect((await contractOf('artista'))?.annex).toHaveLength(1);
    expect((await contractOf('sala'))?.id).toBeNull();
    expect(await storedAnnexes()).toEqual([`${added.annex[0]?.id}.pdf`]);
  });

  it('refuse an annex too heavy to draw with 413, saving nothing', async () => {
    const before = await storedAnnexes();
    const bomb = await drawingAnnex(new Uint8Array(30_000_000));
    await expect(
      admin.eventContracts.addAnnex({
        eventId,
        subType: 'artista',
        name: 'rider.pdf',
        bytes: Buffer.from(bomb).toString('base64'),
      }),
    ).rejects.toMatchObject({ appCode: 'contract_annex_too_heavy', code: 'PAYLOAD_TOO_LARGE' });
    expect(await storedAnnexes()).toEqual(before);
  });

  it('remove an annex, and its file with it', async () => {
    const [annex] = (await contractOf('artista'))?.annex ?? [];
    const removed = await admin.eventContracts.removeAnnex({
      eventId,
      subType: 'artista',
      annexId: annex?.id ?? '',
    });
    expect(removed.annex).toEqual([]);
    expect(await storedAnnexes()).toEqual([]);
    await expect(
      admin.eventContracts.removeAnnex({ eventId, subType: 'artista', annexId: annex?.id ?? '' }),
    ).rejects.toMatchObject({ appCode: 'not_found' });
  });

  it("fill the linkShare variables with each party's open share link, blank once revoked", async () => {
    await admin.templates.create({
      name: 'Contrato de promotor',
      type: 'contract',
      subType: 'promotor',
      body: '<p>Contrato del artista: {{linkShare.artista}}</p>',
      master: true,
    });
    expect((await contractOf('promotor'))?.body).toBe('<p>Contrato del artista: </p>');
    const shared = await admin.eventContracts.shareLink({ eventId, subType: 'artista', days: 7 });
    const url = shared.linkShare?.url ?? '';
    expect(url).toMatch(/^http:\/\/bolo\.test\/c\/[\w-]+\.[\w-]{43}$/);
    expect(shared.linkShare).toMatchObject({ openedAt: null, openCount: 0 });
    const days = ((shared.linkShare?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Sharing writes no text: the contract still follows the event.
    expect(shared).toMatchObject({ save: false, generatedAuto: true });
    expect((await contractOf('promotor'))?.body).toBe(`<p>Contrato del artista: ${url}</p>`);

    const again = await admin.eventContracts.shareLink({ eventId, subType: 'artista' });
    expect(again.linkShare?.url).not.toBe(url);
    expect((await contractOf('promotor'))?.body).toBe(`<p>Contrato del artista: ${again.linkShare?.url}</p>`);

    const revoked = await admin.eventContracts.revokeShareLink({ eventId, subType: 'artista' });
    expect(revoked.linkShare).toBeNull();
    expect((await contractOf('promotor'))?.body).toBe('<p>Contrato del artista: </p>');
  });

  it('save at the version read, and refuse a stale one with nothing overwritten', async () => {
    const current = await contractOf('artista');
    const saved = await admin.eventContracts.save({
      eventId,
      subType: 'artista',
      body: '<p>Texto acordado</p>',
      version: current?.version ?? undefined,
    });
    expect(saved).toMatchObject({ body: '<p>Texto acordado</p>', save: true, generatedAuto: false });
    await expect(
      admin.eventContracts.save({
        eventId,
        subType: 'artista',
        body: '<p>Otro</p>',
        version: current?.version ?? 1,
      }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect((await contractOf('artista'))?.body).toBe('<p>Texto acordado</p>');
  });

  it('save several in one transaction: all of them, or none', async () => {
    const artistaVersion = (await contractOf('artista'))?.version ?? undefined;
    await expect(
      admin.eventContracts.saveAll({
        eventId,
        contracts: [
          { subType: 'promotor', body: '<p>Promotor</p>' },
          { subType: 'artista', body: '<p>Artista</p>', version: 99 },
        ],
      }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect((await contractOf('promotor'))?.save).toBe(false);
    const saved = await admin.eventContracts.saveAll({
      eventId,
      contracts: [
        { subType: 'promotor', body: '<p>Promotor</p>' },
        { subType: 'artista', body: '<p>Artista</p>', version: artistaVersion },
      ],
    });
    expect(saved.map((c) => [c.subType, c.body, c.save])).toEqual([
      ['promotor', '<p>Promotor</p>', true],
      ['artista', '<p>Artista</p>', true],
    ]);
  });

  it('reset to the generated text, and make a new template from a contract', async () => {
    const reset = await admin.eventContracts.reset({ eventId, subType: 'promotor' });
    expect(reset).toMatchObject({ save: false, generatedAuto: true, body: '<p>Contrato del artista: </p>' });
    const { id } = await admin.eventContracts.newTemplate({
      eventId,
      subType: 'artista',
      name: 'Contrato corto',
    });
    expect(await admin.templates.find({ id })).toMatchObject({
      type: 'contract',
      subType: 'artista',
      body: '<p>Artista</p>',
      master: false,
    });
    await expect(
      admin.eventContracts.newTemplate({ eventId, subType: 'artista', name: 'contrato CORTO' }),
    ).rejects.toMatchObject({ appCode: 'name_plantilla_email_already_exists' });
  });

  it('are for the artist, the promoter and the hall only', async () => {
    for (const subType of ['productor', 'contract', '']) {
      await expect(admin.eventContracts.pdf({ eventId, subType })).rejects.toMatchObject({
        appCode: 'contract_type_not_allowed',
      });
    }
  });

  it('are refused to a role without Contratos, and for an event that does not exist or is deleted', async () => {
    await expect(clerk.eventContracts.list({ eventId })).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(clerk.eventContracts.pdf({ eventId, subType: 'artista' })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    await expect(admin.eventContracts.list({ eventId: 999_999 })).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
    const doomed = await admin.events.create({
      name: 'Se cancela',
      eventType: 'Sala',
      artista: { name: 'Nadie' },
    });
    await admin.events.delete({ id: doomed.id });
    await expect(admin.eventContracts.list({ eventId: doomed.id })).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
  });

  it('share a contract never saved whose text names its own link: the link opens that text, link and all, and the contract still follows the event', async () => {
    await admin.templates.create({
      name: 'Contrato de sala',
      type: 'contract',
      subType: 'sala',
      body: '<p>Su copia del contrato: {{linkShare.sala}}</p>',
      master: true,
    });
    const shared = await admin.eventContracts.shareLink({ eventId, subType: 'sala', days: 7 });
    const url = shared.linkShare?.url ?? '';
    expect(url).not.toBe('');
    const text = `<p>Su copia del contrato: ${url}</p>`;
    expect(shared).toMatchObject({ save: false, generatedAuto: true, body: text });
    expect(await contractOf('sala')).toMatchObject({ save: false, generatedAuto: true, body: text });

    const opened = await openSharedContract(database.db, services, url.split('/c/')[1] ?? '');
    const pages = await extractPdfText(opened?.bytes ?? new Uint8Array());
    expect(withoutSpaces(pages.map((page) => page.text).join(''))).toContain(
      withoutSpaces(`Su copia del contrato: ${url}`),
    );
  });

  it('share a saved contract without touching it: its link opens the saved text', async () => {
    const saved = await admin.eventContracts.save({
      eventId,
      subType: 'sala',
      body: '<p>Texto firmado por la sala</p>',
      version: (await contractOf('sala'))?.version ?? undefined,
    });
    const shared = await admin.eventContracts.shareLink({ eventId, subType: 'sala' });
    expect(shared).toMatchObject({ save: true, generatedAuto: false, version: saved.version });
    const opened = await openSharedContract(
      database.db,
      services,
      shared.linkShare?.url.split('/c/')[1] ?? '',
    );
    const pages = await extractPdfText(opened?.bytes ?? new Uint8Array());
    expect(collapsed(pages[0]?.text ?? '')).toContain('Texto firmado por la sala');
  });
});
