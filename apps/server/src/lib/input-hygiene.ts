import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '@gsn/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { badRequest } from './errors.ts';

/**
 * Input hygiene in one place (docs/security.md): every body, query and path the routes' zod schemas validate is first
 * searched for control characters (a NUL byte cannot be stored, the others hide text), refused with 400 and the
 * field named; then the route's own schema runs.
 */
export const hygienicValidatorCompiler: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const field = controlCharacterPath(data);
    if (field !== undefined)
      return {
        error: badRequest('request.control_characters', CONTROL_CHARACTER_MESSAGE, [{ field, message: CONTROL_CHARACTER_MESSAGE }]),
      };
    return validate(data);
  };
};
