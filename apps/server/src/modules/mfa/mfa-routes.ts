import {
  companyMfaAnswer,
  companyMfaSchema,
  factorAddedAnswer,
  FUNCTIONALITIES,
  loginMfaSchema,
  loginSessionAnswer,
  messageAnswer,
  mfaStatusAnswer,
  recoveryCodesAnswer,
  totpConfirmSchema,
  totpEnrolmentAnswer,
  webauthnOptionsAnswer,
  webauthnRegistrationSchema,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers, idParams } from '../../lib/route-schemas.ts';

/**
 * Second factors (docs/security.md, Second factors; docs/integrating.md, Signing in): the own factors from a signed-in
 * session only ('interactive'), each change after a fresh proof (stepUp), open to a session that may only enrol
 * (duringEnrolment); the sign-in's second step; an administrator's reset; a company's policy. Answers holding a
 * secret shown once refuse an Idempotency-Key (idempotency: false): it would be stored for a replay.
 */
export async function mfaRoutes(app: App) {
  const svc = () => app.services.mfa;
  const tags = ['account'];
  const enrol = { access: 'interactive', stepUp: true, duringEnrolment: true } as const;

  app.post(
    '/account/login/mfa',
    {
      config: { access: 'public', audit: 'auth.sign_in' },
      schema: {
        tags,
        body: loginMfaSchema,
        response: answers({ 200: loginSessionAnswer }),
        description:
          'The second sign-in step: the `mfa_token` of POST /account/login and a TOTP code, a recovery code or a passkey answer (`webauthn`, to the options of the first answer). Answers the session as POST /account/login does.',
      },
    },
    async (req) => {
      const { account, method } = await svc().signIn.secondStep(req.body);
      return app.services.accounts.completeSignIn(account, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        device: req.body.device,
        method,
      });
    },
  );

  app.get(
    '/account/mfa',
    { config: { access: 'interactive', duringEnrolment: true }, schema: { tags, response: answers({ 200: mfaStatusAnswer }) } },
    async (req) => svc().factors.status(req.principal!),
  );

  app.post(
    '/account/mfa/totp',
    {
      config: { ...enrol, idempotency: false },
      schema: {
        tags,
        response: answers({ 201: totpEnrolmentAnswer }),
        description: 'Starts an authenticator app: its secret, otpauth:// URI and QR code; confirm it with its first code.',
      },
    },
    async (req, reply) => reply.status(201).send(await svc().factors.startTotp(req.principal!)),
  );

  app.post(
    '/account/mfa/totp/:id/confirm',
    {
      config: { ...enrol, idempotency: false, audit: 'auth.factor_added' },
      schema: { tags, params: idParams, body: totpConfirmSchema, response: answers({ 201: factorAddedAnswer }) },
    },
    async (req, reply) => reply.status(201).send(await svc().factors.confirmTotp(req.principal!, req.params.id, req.body)),
  );

  app.post(
    '/account/mfa/webauthn/registration_options',
    { config: { ...enrol, idempotency: false }, schema: { tags, response: answers({ 200: webauthnOptionsAnswer }) } },
    async (req) => svc().factors.registrationOptions(req.principal!),
  );

  app.post(
    '/account/mfa/webauthn/registration',
    {
      config: { ...enrol, idempotency: false, audit: 'auth.factor_added' },
      schema: { tags, body: webauthnRegistrationSchema, response: answers({ 201: factorAddedAnswer }) },
    },
    async (req, reply) => reply.status(201).send(await svc().factors.register(req.principal!, req.body)),
  );

  app.delete(
    '/account/mfa/factors/:id',
    {
      config: { access: 'interactive', stepUp: true, audit: 'auth.factor_removed' },
      schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) },
    },
    async (req) => svc().factors.remove(req.principal!, req.params.id),
  );

  app.post(
    '/account/mfa/recovery_codes',
    {
      config: { access: 'interactive', stepUp: true, idempotency: false, audit: 'auth.recovery_codes_regenerated' },
      schema: { tags, response: answers({ 200: recoveryCodesAnswer }) },
    },
    async (req) => svc().factors.regenerateRecoveryCodes(req.principal!),
  );

  app.post(
    '/account/reauth/webauthn_options',
    {
      config: { access: 'interactive', duringEnrolment: true, idempotency: false, audit: 'auth.step_up_options' },
      schema: { tags, response: answers({ 200: webauthnOptionsAnswer }) },
    },
    async (req) => svc().signIn.stepUpOptions(req.principal!),
  );

  app.delete(
    '/accounts/:id/mfa',
    {
      config: { access: 'admin', stepUp: true, audit: 'auth.factors_reset' },
      schema: { tags: ['accounts'], params: idParams, response: answers({ 200: messageAnswer }) },
    },
    async (req) => svc().factors.reset(req.principal!, req.params.id),
  );

  app.get(
    '/customers/:id/mfa',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'read' } },
      schema: { tags: ['customers'], params: idParams, response: answers({ 200: companyMfaAnswer }) },
    },
    async (req) => svc().factors.companyPolicy(req.principal!, req.params.id),
  );

  app.put(
    '/customers/:id/mfa',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'edit', audience: 'customer' }, stepUp: true },
      schema: { tags: ['customers'], params: idParams, body: companyMfaSchema, response: answers({ 200: companyMfaAnswer }) },
    },
    async (req) => svc().factors.setCompanyPolicy(req.principal!, req.params.id, req.body.mfa_required),
  );
}
