import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

interface BodySizeLimitOptions<E extends Env> {
  maxSize: number;
  onError: (c: Context<E>) => Response | Promise<Response>;
}

/**
 * Hono's bodyLimit, without building a web stream for a request whose size is declared. bodyLimit
 * starts by reading `c.req.raw.body`, and under @hono/node-server that makes a full web Request,
 * with a stream over the socket, for every API call, GETs too; the body is then read through that
 * stream instead of straight from Node. A declared Content-Length (Node's parser holds the body to
 * it) is compared here; a chunked body still goes through bodyLimit's counting reader.
 */
export function bodySizeLimit<E extends Env>(options: BodySizeLimitOptions<E>): MiddlewareHandler<E> {
  const counted = bodyLimit(options);
  return async (c, next) => {
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (declared !== undefined && !chunked) return Number(declared) > options.maxSize ? options.onError(c) : next();
    if (!chunked && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    return counted(c, next);
  };
}
