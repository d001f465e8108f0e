import '../../app/locales/requests/index.ts';
import type { MiddlewareHandler } from 'hono';
import { translator } from '../../common/i18n.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';
import { requestLocale } from './locale.ts';

/**
 * The API reads bodies as sent: a gzip (or any other) Content-Encoding would be read as if it
 * were the JSON itself and fail obscurely, or pass as an empty body. It is a 415 instead.
 */
export const refuseEncodedBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  const encoding = c.req.header('content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw new HttpError(415, translator(requestLocale(c))('requests.encodedBody'));
  return next();
};
