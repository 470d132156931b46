import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath, ERROR_CODES } from '@gsn/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { unknownFields } from './unknown-fields.ts';

const VALIDATION_MESSAGE = ERROR_CODES['validation.failed'].message;
const unknownFieldMessage = (path: string) => `Unknown field: ${path.split('.').pop()}`;

/**
 * Input hygiene in one place (docs/security.md): every body, query and path the routes' zod schemas validate is first
 * searched for control characters (a NUL byte cannot be stored, the others hide text), refused with 400 and the
 * field named; a body's fields its schema does not know are refused with 400 `field.unknown` each (never dropped
 * silently: a misspelt field would otherwise be lost without a word); then the route's own schema runs.
 */
export const hygienicValidatorCompiler: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (route) => {
  const validate = validatorCompiler(route);
  const body = route.httpPart === 'body' ? (route.schema as z.ZodType) : undefined;
  return (data: unknown) => {
    const field = controlCharacterPath(data);
    if (field !== undefined)
      return {
        error: badRequest('request.control_characters', CONTROL_CHARACTER_MESSAGE, [{ field, message: CONTROL_CHARACTER_MESSAGE }]),
      };
    const unknown = body ? unknownFields(body, data) : [];
    if (unknown.length > 0)
      return {
        error: badRequest(
          'validation.failed',
          VALIDATION_MESSAGE,
          unknown.map((f) => ({ field: f, message: unknownFieldMessage(f), code: 'field.unknown' as const })),
        ),
      };
    return validate(data);
  };
};
