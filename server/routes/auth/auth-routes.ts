import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthReply,
  ChangePasswordRequest,
  LoginRequest,
  MeReply,
  MessageReply,
  ResendOtpRequest,
  ResetPasswordConfirm,
  ResetPasswordRequest,
  SignupRequest,
  VerifyOtpReply,
  VerifyOtpRequest,
} from '../../../common/auth';
import { ErrorReply } from '../../../common/errors';
import { RATE_WINDOW, type RateLimits } from '../../lib/rate-limits';
import type { AuthService } from '../../services/auth-service';
import type { AuthGuard } from './auth-guard';

const errors = { 400: ErrorReply, 401: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply };
const secured = [{ bearer: [] }];
const limit = (max: number, key?: (request: FastifyRequest) => string) => ({
  rateLimit: {
    max,
    timeWindow: RATE_WINDOW,
    ...(key ? { keyGenerator: key, hook: 'preHandler' as const } : {}),
  },
});
const byAddressAnd = (field: string) => (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | undefined;
  return `${request.ip}:${String(body?.[field] ?? '').toLowerCase()}`;
};

export async function registerAuthRoutes(
  api: FastifyInstance,
  deps: { auth: AuthService; guard: AuthGuard; limits: RateLimits },
): Promise<void> {
  const { auth, guard, limits } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/auth/signup',
    {
      schema: { tags, body: SignupRequest, response: { 201: AuthReply, ...errors } },
      config: limit(limits.signup),
    },
    async (request, reply) => {
      const { token, user } = await auth.signup(request.body);
      return reply
        .status(201)
        .send({ message: 'Registration successful! Please verify your email.', token, user });
    },
  );

  r.post(
    '/auth/login',
    {
      schema: { tags, body: LoginRequest, response: { 200: AuthReply, ...errors } },
      config: limit(limits.login, byAddressAnd('username')),
    },
    async (request) => {
      const { token, user } = await auth.login(request.body.username, request.body.password);
      return { message: 'Login successful', token, user };
    },
  );

  r.post(
    '/auth/verify-otp',
    {
      schema: { tags, body: VerifyOtpRequest, response: { 200: VerifyOtpReply, ...errors } },
      config: limit(limits.codeCheck, byAddressAnd('email')),
    },
    async (request) => {
      const user = await auth.verifyEmail(request.body.email, request.body.otp);
      return { message: 'Email verified successfully.', user };
    },
  );

  r.post(
    '/auth/resend-email-otp',
    {
      schema: { tags, body: ResendOtpRequest, response: { 200: MessageReply, ...errors } },
      config: limit(limits.codeSend),
    },
    async (request) => {
      await auth.resendVerification(request.body.userId);
      return { message: 'OTP resent to your email.' };
    },
  );

  r.get(
    '/auth/me',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security: secured,
        response: { 200: MeReply, ...errors },
      },
    },
    async (request) => {
      const { user } = await guard.requireAuth(request);
      return { user };
    },
  );

  r.post(
    '/auth/logout',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security: secured,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      const context = await guard.requireAuth(request);
      await auth.logout(context.sessionId);
      return { message: 'You have been logged out.' };
    },
  );

  r.post(
    '/auth/change-password',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security: secured,
        body: ChangePasswordRequest,
        response: { 200: MessageReply, ...errors },
      },
      config: limit(limits.login),
    },
    async (request) => {
      const context = await guard.requireAuth(request);
      await auth.changePassword(context, request.body.current_password, request.body.new_password);
      return { message: 'Password changed. Other devices have been logged out.' };
    },
  );

  r.post(
    '/auth/reset-password/request',
    {
      schema: { tags, body: ResetPasswordRequest, response: { 200: MessageReply, ...errors } },
      config: limit(limits.codeSend),
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { message: 'If an account uses this email, a reset code has been sent to it.' };
    },
  );

  r.post(
    '/auth/reset-password/confirm',
    {
      schema: { tags, body: ResetPasswordConfirm, response: { 200: MessageReply, ...errors } },
      config: limit(limits.codeCheck, byAddressAnd('email')),
    },
    async (request) => {
      await auth.confirmPasswordReset(request.body.email, request.body.otp, request.body.new_password);
      return { message: 'Your password has been reset. Please log in with the new password.' };
    },
  );

  r.delete(
    '/auth/delete-account',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security: secured,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      const context = await guard.requireAuth(request);
      await auth.deleteAccount(context.user.id);
      return { message: 'Account deleted successfully.' };
    },
  );
}
