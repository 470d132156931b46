import type { FormErrors } from '@mantine/form';
import { CUSTOMER_MESSAGES } from '@gsn/domain';
import { issueMessage, type ParseableSchema } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';

/** Spec 1 §5 messages of the company form, in the interface language. */
const SPEC_MESSAGES: Record<string, string> = {
  [CUSTOMER_MESSAGES.nameRequired]: 'customers.messages.nameRequired',
  [CUSTOMER_MESSAGES.masterEmailRequired]: 'customers.messages.masterEmailRequired',
};

/** The spec's own messages among form errors (they are also shown as error toasts). */
export const SPEC_MESSAGE_FIELDS = ['name', 'master_email'] as const;

/** Like schemaValidator, keeping the spec's company messages word for word (translated). */
export function companyValidator<V>(schema: ParseableSchema, toPayload: (values: V) => unknown) {
  return (values: V): FormErrors => {
    const payload = toPayload(values);
    const result = schema.safeParse(payload);
    if (result.success || !result.error) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (key in errors) continue;
      const known = SPEC_MESSAGES[issue.message];
      errors[key] = known ? i18n.t(known) : issueMessage(issue, payload);
    }
    return errors;
  };
}
