import { randomUUID } from 'node:crypto';
import { bodyWithEventId, noInput, type RestRequest, type RestRoute } from '../../rest';

const path = '/api/evento/:id/mail';

/**
 * A send's request id: the body's, else the `Idempotency-Key` header's, else a new one (a legacy
 * client that sends neither queues a mail per call, as it did before).
 */
const withRequestId = (req: RestRequest) => {
  const header = req.headers?.['idempotency-key'];
  return { requestId: (Array.isArray(header) ? header[0] : header) ?? randomUUID(), ...bodyWithEventId(req) };
};

/** The legacy event mail paths (spec §7 Event mail): bodies are the procedures' inputs without `eventId`. */
export const eventMailRest: RestRoute[] = [
  {
    method: 'GET',
    path,
    procedure: 'eventMail.list',
    input: (req) => ({ ...req.query, eventId: req.params.id }),
  },
  { method: 'POST', path: `${path}/save`, procedure: 'eventMail.save', input: bodyWithEventId },
  { method: 'PUT', path: `${path}/save`, procedure: 'eventMail.save', input: bodyWithEventId },
  { method: 'POST', path: `${path}/saveAll`, procedure: 'eventMail.saveAll', input: bodyWithEventId },
  { method: 'POST', path: `${path}/reset_email`, procedure: 'eventMail.reset', input: bodyWithEventId },
  { method: 'POST', path: `${path}/sendMail`, procedure: 'eventMail.send', input: withRequestId },
  { method: 'POST', path: `${path}/sendAllMail`, procedure: 'eventMail.sendAll', input: withRequestId },
  { method: 'GET', path: `${path}/plantillas`, procedure: 'eventMail.templates', input: noInput },
  {
    method: 'POST',
    path: `${path}/plantilla`,
    procedure: 'eventMail.chooseTemplate',
    input: bodyWithEventId,
  },
  {
    method: 'POST',
    path: `${path}/newPlantilla`,
    procedure: 'eventMail.newTemplate',
    input: bodyWithEventId,
  },
];
