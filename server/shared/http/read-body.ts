/** A JSON request body of at most `limit` bytes; a bigger or malformed one is refused before it is parsed. */
import type { IncomingMessage } from 'node:http';
import { BadRequest, HttpError } from './errors';

const MAX_BODY_BYTES = 16 * 1024;

export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type) && !/^text\/plain\b/i.test(type)) throw new HttpError(415, 'The body must be application/json', 'body');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `The body is larger than ${limit} bytes`, 'body');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `The body is larger than ${limit} bytes`, 'body');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadRequest('body', 'The body is not valid JSON');
  }
}
