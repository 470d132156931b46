import { cityListAnswer, countryListAnswer, currencyListAnswer, dialCodeListAnswer, jurisdictionListAnswer, listQuery } from '@gsn/domain';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { answers } from '../../lib/route-schemas.ts';

/** Reference data (spec 1 §7): public, read-only. Reference lists allow large pages (countries 1000, cities 10000). */
export async function referenceRoutes(app: App) {
  const svc = () => app.services.reference;
  const tags = ['reference'];
  const big = listQuery(1000);
  // the same for everyone and rarely changed: clients and proxies may keep it an hour
  const opts = { config: { access: 'public' as const, cache: 'public, max-age=3600' } };

  app.get('/countries/', { ...opts, schema: { tags, querystring: big, response: answers({ 200: countryListAnswer }) } }, async (req) =>
    svc().countries(req.query),
  );
  app.get(
    '/currencies',
    { ...opts, schema: { tags, querystring: listQuery(250), response: answers({ 200: currencyListAnswer }) } },
    async (req) => svc().currencies(req.query),
  );
  app.get(
    '/country_dial_codes',
    { ...opts, schema: { tags, querystring: big, response: answers({ 200: dialCodeListAnswer }) } },
    async (req) => svc().dialCodes(req.query),
  );
  app.get(
    '/jurisdictions',
    {
      ...opts,
      schema: {
        tags,
        querystring: big.extend({ region: z.string().max(40).optional() }),
        response: answers({ 200: jurisdictionListAnswer }),
      },
    },
    async (req) => svc().jurisdictions(req.query, req.query.region),
  );
  app.get(
    '/cities',
    {
      ...opts,
      schema: {
        tags,
        querystring: listQuery(10000, 100).extend({ country: z.string().max(100).optional(), city: z.string().max(100).optional() }),
        response: answers({ 200: cityListAnswer }),
      },
    },
    async (req) => svc().cities(req.query, { country: req.query.country, city: req.query.city }),
  );
}
