import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createUser } from '@bolo/api';
import { recordingServices } from '@bolo/api/testing';
import { schema } from '@bolo/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWithArtistContract, type FormPart, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
const services = recordingServices();
const run = promisify(execFile);

/** The signature: a magenta stroke on a transparent background, a colour nothing else in a contract has. */
const MAGENTA = { r: 255, g: 0, b: 255 };
const firmaPng = () =>
  sharp({ create: { width: 240, height: 90, channels: 4, background: { ...MAGENTA, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: 200, height: 30, channels: 4, background: { ...MAGENTA, alpha: 1 } } },
        top: 30,
        left: 20,
      },
    ])
    .png()
    .toBuffer();
const file = (bytes: Uint8Array | string, name: string, type: string) =>
  ['file', new File([bytes], name, { type })] as [string, FormPart];

/** How many magenta pixels the last page of `pdf` shows, rendered by poppler at 50 dpi. */
async function magentaOnLastPage(pdf: Uint8Array): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'bolo-firma-'));
  try {
    await writeFile(join(dir, 'contract.pdf'), pdf);
    const { stdout } = await run('pdfinfo', [join(dir, 'contract.pdf')]);
    const pages = stdout.match(/Pages:\s+(\d+)/)?.[1] ?? '1';
    await run('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      pages,
      '-l',
      pages,
      '-singlefile',
      join(dir, 'contract.pdf'),
      join(dir, 'page'),
    ]);
    const { data, info } = await sharp(await readFile(join(dir, 'page.png')))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let count = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r = 0, g = 255, b = 0] = data.subarray(i, i + 3);
      if (r > 200 && g < 60 && b > 200) count++;
    }
    return count;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  server = await serverWithStaff(services);
});
afterAll(async () => {
  await server.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

describe('a signatory’s firma', () => {
  it('is uploaded on the signatory and printed in the contract’s signature block', async () => {
    const signatory = (
      await server.send('POST', '/api/firmantes', { name: 'Ana', apellido: 'Pérez' })
    ).json();
    const company = await server.send('POST', '/api/empresa', {
      name: 'Bolo Producciones',
      firmanteId: signatory.id,
    });
    expect(company.statusCode, company.body).toBe(201);
    const eventId = await eventWithArtistContract(server.send, {
      empresaId: company.json().id,
      body: '<h1>Contrato</h1><p>{{artista.name}}</p>',
    });
    const preview = async () => {
      const res = await server.send('POST', `/api/evento/${eventId}/contratos/pdf/preview`, {
        subType: 'artista',
        body: `<p>Firma ${Math.random()}</p>`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return new Uint8Array(res.rawPayload);
    };
    expect(await magentaOnLastPage(await preview())).toBe(0);

    const path = `/api/firmantes/${signatory.id}/files/firma`;
    const uploaded = await server.sendForm(path, [file(await firmaPng(), 'firma.png', 'image/png')]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { firma } = uploaded.json();
    expect(firma).toMatch(new RegExp(`^masters/signatory/${signatory.id}/firma-.+\\.png$`));
    expect(await magentaOnLastPage(await preview())).toBeGreaterThan(100);

    const download = await server.send('GET', path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="firma-\d+\.png"$/);

    // Replaced: the old file goes, the new one prints.
    const replaced = await server.sendForm(path, [file(await firmaPng(), 'otra.png', 'image/png')]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().firma).not.toBe(firma);
    expect(await services.storage.get(firma)).toBeNull();

    const removed = await server.send('DELETE', path);
    expect(removed.json()).toEqual({ firma: '' });
    expect(await services.storage.get(replaced.json().firma)).toBeNull();
    expect(await magentaOnLastPage(await preview())).toBe(0);
  });

  it('refuses a file that is not an image, and a key the signatory does not hold', async () => {
    const ana = (await server.send('POST', '/api/firmantes', { name: 'Ana B' })).json();
    const eva = (await server.send('POST', '/api/firmantes', { name: 'Eva' })).json();
    const path = (id: number) => `/api/firmantes/${id}/files/firma`;
    const html = await server.sendForm(path(ana.id), [
      file('<html><script>1</script></html>', 'firma.png', 'image/png'),
    ]);
    expect(html.statusCode).toBe(415);
    expect(html.json().code).toBe('unsupported_file_type');
    const pdf = await server.sendForm(path(ana.id), [
      file('%PDF-1.4\n%%EOF\n', 'firma.pdf', 'application/pdf'),
    ]);
    expect(pdf.statusCode).toBe(415);

    const evas = (await server.sendForm(path(eva.id), [file(await firmaPng(), 'f.png', 'image/png')])).json()
      .firma;
    for (const key of [evas, `masters/signatory/${ana.id}/firma-typed.png`]) {
      const res = await server.send('PUT', `/api/firmantes/${ana.id}`, { version: ana.version, firma: key });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().code).toBe('file_not_owned');
    }
    const created = await server.send('POST', '/api/firmantes', { name: 'Otra', firma: evas });
    expect(created.json().code).toBe('file_not_owned');
    // Eva's own key kept on a save of her form.
    const kept = await server.send('PUT', `/api/firmantes/${eva.id}`, {
      version: eva.version,
      firma: evas,
      cargo: 'CEO',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // Deleting Eva takes her signature with her.
    expect((await server.send('DELETE', `/api/firmantes/${eva.id}`)).statusCode).toBe(200);
    expect(await services.storage.get(evas)).toBeNull();
  });
});

describe('an artist’s certificates for staff', () => {
  it('sent through the public link, accepted, downloaded from the master as the same bytes', async () => {
    const artist = (await server.send('POST', '/api/masterArtist', { name: 'Zahara' })).json();
    const event = await server.send('POST', '/api/evento', {
      name: 'Zahara en Madrid',
      eventType: 'Promotores',
      date: '2026-06-12',
      artista: { artistaMaestroId: artist.id },
    });
    expect(event.statusCode, event.body).toBe(201);
    const eventId = event.json().id;
    const base = '/api/datosContraparte';
    const { url } = (await server.send('POST', `${base}/generateLink`, { eventId, party: 'artista' })).json();
    const token = url.split('/altainfo/')[1];
    const certificate = new TextEncoder().encode('%PDF-1.4\n% titularidad\n%%EOF\n');
    const sent = await server.sendForm(
      `${base}/uploadFiles`,
      [
        ['token', token],
        ['ownershipCertificate', new File([certificate], 'cert.pdf', { type: 'application/pdf' })],
      ],
      { token: null },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    await server.send('POST', `${base}/updateDatas`, { token, phone: '600000000' }, null);
    const submission = (
      await server.send('GET', `${base}/submissions?eventId=${eventId}&party=artista`)
    ).json();
    expect((await server.send('POST', `${base}/accept`, { submissionId: submission.id })).statusCode).toBe(
      200,
    );

    const fromMaster = `/api/masterArtist/${artist.id}/files/ownershipCertificate`;
    const download = await server.send('GET', fromMaster);
    expect(download.statusCode, download.body).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(certificate);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="ownershipCertificate-${artist.id}.pdf"`,
    );
    const fromEvent = `${base}/${eventId}/artista/certificates/ownershipCertificate`;
    const onEvent = await server.send('GET', fromEvent);
    expect(new Uint8Array(onEvent.rawPayload)).toEqual(certificate);
    expect(onEvent.headers['content-disposition']).toMatch(/^attachment; /);
    expect(
      (await server.send('GET', `${base}/certificates?eventId=${eventId}&party=artista`)).json(),
    ).toEqual({
      ownershipCertificate: true,
      cifCertificate: false,
    });
    const none = await server.send('GET', `/api/masterArtist/${artist.id}/files/cifCertificate`);
    expect(none.statusCode).toBe(404);

    // Each path only for the roles that read its data: the clerk (`Contratación`) has the
    // counterparty's access and not the masters', a `MasterData` role the other way round.
    await server.database.db.insert(schema.roles).values({ name: 'Solo maestros', access: ['MasterData'] });
    await createUser(server.database.db, {
      email: 'maestros@bolo.test',
      password: 'maestros-pass',
      name: 'M',
      role: 'Solo maestros',
    });
    const masters = await server.signIn('maestros@bolo.test', 'maestros-pass');
    expect((await server.send('GET', fromMaster, undefined, server.clerkToken)).statusCode).toBe(403);
    expect((await server.send('GET', fromEvent, undefined, server.clerkToken)).statusCode).toBe(200);
    expect((await server.send('GET', fromMaster, undefined, masters)).statusCode).toBe(200);
    expect((await server.send('GET', fromEvent, undefined, masters)).statusCode).toBe(403);
    expect((await server.send('GET', fromMaster, undefined, null)).statusCode).toBe(401);

    // Staff replace it on the master: the party's file stays (the event's party holds it).
    const pdfKey = (await server.send('GET', `/api/masterArtist/${artist.id}`)).json().ownershipCertificate;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: MAGENTA } })
      .png()
      .toBuffer();
    const replaced = await server.sendForm(fromMaster, [file(png, 'cert.png', 'image/png')]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().ownershipCertificate).toMatch(
      /^masters\/artist\/\d+\/ownershipcertificate-.+\.png$/,
    );
    expect(await services.storage.get(pdfKey)).not.toBeNull();
    const asPng = await server.send('GET', fromMaster);
    expect(asPng.headers['content-type']).toBe('image/png');

    // Staff upload on the event's counterparty tab, with the counterparty's checks.
    const wrong = await server.sendForm(fromEvent, [
      file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'c.pdf', 'application/pdf'),
    ]);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().code).toBe('counterparty_file_type');
    const cif = await server.sendForm(`${base}/${eventId}/artista/certificates/cifCertificate`, [
      file('%PDF-1.7\n%%EOF\n', 'cif.pdf', 'application/pdf'),
    ]);
    expect(cif.statusCode, cif.body).toBe(200);
    expect(cif.json()).toEqual({ ownershipCertificate: true, cifCertificate: true });
  });

  it('refuses a certificate key the artist does not hold', async () => {
    const artist = (await server.send('POST', '/api/masterArtist', { name: 'Rosalía' })).json();
    const other = (await server.send('POST', '/api/masterArtist', { name: 'Vetusta' })).json();
    const key = (
      await server.sendForm(`/api/masterArtist/${other.id}/files/cifCertificate`, [
        file('%PDF-1.4\n%%EOF\n', 'cif.pdf', 'application/pdf'),
      ])
    ).json().cifCertificate;
    const res = await server.send('PUT', `/api/masterArtist/${artist.id}`, {
      version: artist.version,
      cifCertificate: key,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('certificate_not_owned');
  });
});

describe('a stored file’s paths without a session', () => {
  it('answer 401 before reading the upload', async () => {
    const res = await server.sendForm(
      '/api/firmantes/1/files/firma',
      [file(await firmaPng(), 'f.png', 'image/png')],
      {
        token: null,
      },
    );
    expect(res.statusCode).toBe(401);
  });
});
