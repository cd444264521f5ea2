import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a refused request's connection waits, reading nothing, for the client to take the answer and let go. */
const LINGER_MS = 2000;

/**
 * A refused request's connection closes after its answer and the rest of its body is not read.
 * Node destroys a `connection: close` socket as soon as the answer is written, and destroying it
 * while the body's bytes still arrive sends a reset that can wipe the answer before the client
 * reads it (RFC 9112 §9.6). So this one stops reading, ends its side, and is destroyed after LINGER_MS.
 */
export function closeWithoutReading(req: FastifyRequest, reply: FastifyReply) {
  reply.header('connection', 'close');
  const { socket } = req.raw;
  socket.destroySoon = () => {
    socket.pause();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
