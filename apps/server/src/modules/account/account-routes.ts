import {
  accountTokenSchema,
  accountViewAnswer,
  activateSchema,
  deleteOwnAccountSchema,
  emailConfirmedAnswer,
  loginAnswer,
  loginSchema,
  messageAnswer,
  passwordResetSchema,
  passwordUpdateSchema,
  profileUpdateAnswer,
  profileUpdateSchema,
  reauthSchema,
  registerSchema,
  sessionListAnswer,
  tokenVerificationAnswer,
} from '@gsn/domain';
import { z } from 'zod';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';

/**
 * Sign-in, registration, passwords and the own profile (spec 1 §7). Thin: the service holds the rules. Sign-out, the
 * session list and the password need a signed-in session ('interactive'): an API key cannot end the owner's
 * sessions or change the password (docs/integrating.md, API keys).
 */
export async function accountRoutes(app: App) {
  const svc = () => app.services.accounts;
  const tags = ['account'];

  app.post(
    '/account/login',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password',
        tags,
        body: loginSchema,
        response: answers({ 200: loginAnswer }),
      },
    },
    async (req) => svc().login(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );

  app.post(
    '/account/logout',
    {
      config: { access: 'interactive', duringEnrolment: true },
      schema: { operationId: 'signOut', summary: 'Sign out (ends this session)', tags, response: answers({ 200: messageAnswer }) },
    },
    async (req) => {
      await svc().logout(req.principal!);
      return { message: 'Logout successfully' };
    },
  );

  app.post(
    '/account/register',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'register',
        summary: 'Register an account',
        tags,
        body: registerSchema,
        response: answers({ 201: messageAnswer }),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return svc().register(req.body, { ip: req.ip });
    },
  );

  app.get(
    '/account/forgotpassword/:email',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Send a password-reset link',
        tags,
        params: z.object({ email: z.string().min(1).max(254) }),
        response: answers({ 200: messageAnswer }),
      },
    },
    async (req) => svc().forgotPassword(req.params.email, { ip: req.ip }),
  );

  // A mailed link's token: the spec's calls carry it in the path (the request log redacts it, lib/log-redaction.ts);
  // each has a variant with the token in the body, which the web app uses (docs/security.md, Logs).
  app.get(
    '/account/token_verification/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'verifyTokenInPath',
        summary: 'Check a mailed link’s token (in the path)',
        tags,
        params: accountTokenSchema,
        response: answers({ 200: tokenVerificationAnswer }),
      },
    },
    async (req) => svc().verifyToken(req.params.token),
  );

  app.post(
    '/account/token_verification',
    {
      config: { access: 'public', audit: 'auth.token_verified' },
      schema: {
        operationId: 'verifyToken',
        summary: 'Check a mailed link’s token',
        tags,
        body: accountTokenSchema,
        response: answers({ 200: tokenVerificationAnswer }),
      },
    },
    async (req) => svc().verifyToken(req.body.token),
  );

  app.post(
    '/account/activate/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'activateAccountInPath',
        summary: 'Activate an account or set a new password (token in the path)',
        tags,
        params: accountTokenSchema,
        body: passwordResetSchema,
        response: answers({ 200: messageAnswer }),
      },
    },
    async (req) => svc().activate(req.params.token, req.body.new_password),
  );

  app.post(
    '/account/activate',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'activateAccount',
        summary: 'Activate an account or set a new password',
        tags,
        body: activateSchema,
        response: answers({ 200: messageAnswer }),
      },
    },
    async (req) => svc().activate(req.body.token, req.body.new_password),
  );

  app.get(
    '/account/profile',
    {
      config: { access: 'session', duringEnrolment: true },
      schema: { operationId: 'getProfile', summary: 'Get the caller’s profile', tags, response: answers({ 200: accountViewAnswer }) },
    },
    async (req) => svc().profile(req.principal!),
  );

  app.put(
    '/account/profile',
    {
      config: { access: 'session', scope: 'profile' },
      schema: {
        operationId: 'updateProfile',
        summary: 'Update the caller’s profile',
        tags,
        body: profileUpdateSchema,
        response: answers({ 200: profileUpdateAnswer }),
      },
    },
    async (req) => svc().updateProfile(req.principal!, req.body, { ip: req.ip }),
  );

  app.post(
    '/account/confirm-email/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmEmailInPath',
        summary: 'Confirm a new e-mail address (token in the path)',
        tags,
        params: accountTokenSchema,
        response: answers({ 200: emailConfirmedAnswer }),
      },
    },
    async (req) => svc().confirmEmail(req.params.token),
  );

  app.post(
    '/account/confirm-email',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmEmail',
        summary: 'Confirm a new e-mail address',
        tags,
        body: accountTokenSchema,
        response: answers({ 200: emailConfirmedAnswer }),
      },
    },
    async (req) => svc().confirmEmail(req.body.token),
  );

  app.get(
    '/account/sessions',
    {
      config: { access: 'interactive' },
      schema: { operationId: 'listSessions', summary: 'List the caller’s sessions', tags, response: answers({ 200: sessionListAnswer }) },
    },
    async (req) => ({
      data: await svc().sessions(req.principal!),
    }),
  );

  app.delete(
    '/account/sessions',
    {
      config: { access: 'interactive', stepUp: true },
      schema: {
        operationId: 'endOtherSessions',
        summary: 'End the caller’s other sessions',
        tags,
        response: answers({ 200: messageAnswer }),
      },
    },
    async (req) => svc().endOtherSessions(req.principal!),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: { access: 'interactive', stepUp: true },
      schema: {
        operationId: 'endSession',
        summary: 'End one of the caller’s sessions',
        tags,
        params: z.object({ id: z.uuid() }),
        response: answers({ 200: messageAnswer }),
      },
    },
    async (req) => svc().endSession(req.principal!, req.params.id),
  );

  app.post(
    '/account/reauth',
    {
      config: { access: 'interactive', duringEnrolment: true, audit: 'auth.reauthenticated' },
      schema: {
        operationId: 'reauthenticate',
        summary: 'Prove the caller again (step-up)',
        tags,
        body: reauthSchema,
        response: answers({ 200: messageAnswer }),
        description:
          'A fresh proof in this session (step-up): `password`, or `code` (a TOTP or recovery code), or `webauthn` (a passkey answer to POST /account/reauth/webauthn_options). Opens sensitive changes for 5 minutes.',
      },
    },
    async (req) => svc().reauthenticate(req.principal!, req.body, { ip: req.ip }),
  );

  app.post(
    '/account/password_update',
    {
      config: { access: 'interactive', stepUp: true },
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password',
        tags,
        body: passwordUpdateSchema,
        response: answers({ 200: messageAnswer }),
      },
    },
    async (req) => svc().updatePassword(req.principal!, req.body.password, req.body.new_password, { ip: req.ip }),
  );

  app.delete(
    '/accounts/',
    {
      config: { access: 'registered' },
      schema: {
        operationId: 'deleteOwnAccount',
        summary: 'Delete the caller’s own account',
        tags,
        body: deleteOwnAccountSchema,
        response: answers({ 200: messageAnswer }),
      },
    },
    async (req) => svc().deleteOwn(req.principal!, req.body.password, { ip: req.ip }),
  );
}
