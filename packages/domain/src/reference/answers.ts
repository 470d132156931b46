import { z } from 'zod';
import { pageAnswer } from '../common/answers.ts';

export const countryAnswer = z
  .object({
    id: z.number().int(),
    code: z.string(),
    iso3: z.string().nullable(),
    name: z.string(),
    dial_code: z.string(),
    continent: z.string(),
    region: z.string().nullable(),
  })
  .meta({ id: 'Country' });
export const currencyAnswer = z.object({ code: z.string(), name: z.string() });
export const dialCodeAnswer = z.object({ code: z.string(), name: z.string(), dial_code: z.string() });
export const jurisdictionAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: z.string(),
  dial_code: z.string(),
  region: z.string(),
});
export const cityAnswer = z.object({ id: z.number().int(), country_code: z.string(), name: z.string(), dial_code: z.string() });

export const countryListAnswer = pageAnswer(countryAnswer);
export const currencyListAnswer = pageAnswer(currencyAnswer);
export const dialCodeListAnswer = pageAnswer(dialCodeAnswer);
export const jurisdictionListAnswer = pageAnswer(jurisdictionAnswer);
export const cityListAnswer = pageAnswer(cityAnswer);
