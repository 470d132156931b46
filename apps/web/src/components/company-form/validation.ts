import { CUSTOMER_MESSAGES } from '@gsn/domain';
import { type ParseableSchema, schemaValidator } from '../../lib/form-validation';

/** Spec 1 §5 messages of the company form, in the interface language. */
const SPEC_MESSAGES: Record<string, string> = {
  [CUSTOMER_MESSAGES.nameRequired]: 'customers.messages.nameRequired',
  [CUSTOMER_MESSAGES.masterEmailRequired]: 'customers.messages.masterEmailRequired',
};

/** The spec's own messages among form errors (they are also shown as error toasts). */
export const SPEC_MESSAGE_FIELDS = ['name', 'master_email'] as const;

/** Like schemaValidator, keeping the spec's company messages word for word (translated). */
export function companyValidator<V>(schema: ParseableSchema, toPayload: (values: V) => unknown) {
  return schemaValidator(schema, toPayload, { messages: SPEC_MESSAGES });
}
