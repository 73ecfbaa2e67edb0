import type { FastifyInstance } from 'fastify';
import {
  CURRENCY_DETECT_MAX_AGE_S,
  CURRENCY_SUPPORTED_MAX_AGE_S,
  currencyDetectRoute,
  currencySupportedRoute,
} from '../../../contract/currency.ts';
import { addRoute } from '../../http/route.ts';
import { detectCurrencyForRequest, supportedCurrencies } from './currency.service.ts';

/**
 * Currency (spec 2 §7): detection from the Accept-Language region, cached an hour by the
 * browser (and varying on that header); the supported list, cached a day. Open to visitors: the
 * destination pages price tours for everyone.
 */
export async function currencyRoutes(app: FastifyInstance) {
  addRoute(app, currencyDetectRoute, {}, async ({ ctx, request, reply }) => {
    reply
      .header('Cache-Control', `private, max-age=${CURRENCY_DETECT_MAX_AGE_S}`)
      .header('Vary', 'Accept-Language');
    return detectCurrencyForRequest(ctx, request.headers['accept-language']);
  });
  addRoute(app, currencySupportedRoute, {}, async ({ ctx, reply }) => {
    reply.header('Cache-Control', `public, max-age=${CURRENCY_SUPPORTED_MAX_AGE_S}`);
    return supportedCurrencies(ctx);
  });
}
