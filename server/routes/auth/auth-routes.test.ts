import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, signupPayload } from '../../test/factories';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

const USER_FIELDS = [
  'id',
  'name',
  'email',
  'phone_number',
  'username',
  'user_type',
  'school_name',
  'school_principal_name',
  'school_address_city',
  'school_address_state',
  'school_address_pincode',
  'school_address',
  'subject',
  'subject_title',
  'standard',
  'is_verified',
  'is_number_verified',
].sort();

describe.each(TEST_ENGINES)('accounts API on %s', (engine) => {
  let ctx: TestContext;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestContext(engine, { seed: [catalogueSeed], env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const expireCodes = () =>
    ctx.database.db.updateTable('email_codes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();

  describe('sign-up', () => {
    it('creates the account, answers 201 with a token and the user, and mails a code', async () => {
      const payload = signupPayload();
      const res = await post('/api/auth/signup', payload);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Registration successful! Please verify your email.');
      expect(body.token).toMatch(/^[\w-]{40,}$/);
      expect(Object.keys(body.user).sort()).toEqual(USER_FIELDS);
      expect(body.user).toMatchObject({
        username: payload.username,
        email: payload.email,
        user_type: 'admin',
        school_address_city: 'Ahmedabad',
        school_address: '12 Ashram Road',
        subject: 1,
        subject_title: 3,
        standard: [6, 7],
        is_verified: 0,
        is_number_verified: 0,
      });
      expect(JSON.stringify(body)).not.toMatch(/argon2|password/);
      expect(inbox.lastCodeFor(payload.email)).toMatch(/^\d{6}$/);
      const mail = inbox.mails.at(-1)!.raw;
      expect(mail).toContain('text/plain');
      expect(mail).toContain('text/html');
    });

    it('refuses a taken username or email with 409', async () => {
      const first = signupPayload();
      expect((await post('/api/auth/signup', first)).statusCode).toBe(201);
      const sameName = await post(
        '/api/auth/signup',
        signupPayload({ username: first.username.toUpperCase() }),
      );
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({
        message: 'This username is already taken.',
        field: 'username',
      });
      const sameEmail = await post('/api/auth/signup', signupPayload({ email: first.email }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().field).toBe('email');
    });

    it.each([
      ['no username', { username: undefined }, 'username'],
      ['no password', { password: undefined }, 'password'],
      ['a short password', { password: 'short' }, 'password'],
      ['a bad email', { email: 'not-an-email' }, 'email'],
      ['a subject that is not a number', { subject: 'maths' }, 'subject'],
      ['classes that are not numbers', { class: ['six'] }, 'class.0'],
      ['a 10,000-character name', { name: 'x'.repeat(10_000) }, 'name'],
      ['a bad pincode', { school_address_pincode: '12ab' }, 'school_address_pincode'],
      ['a user type other than admin', { user_type: 'superuser' }, 'user_type'],
    ])('answers 400 naming the field for %s', async (_label, change, field) => {
      const res = await post('/api/auth/signup', { ...signupPayload(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      expect(typeof res.json().message).toBe('string');
    });

    it('refuses a subject title of another subject and classes the title is not taught in', async () => {
      const wrongTitle = await post('/api/auth/signup', signupPayload({ subject: 2, subject_title: 3 }));
      expect(wrongTitle.statusCode).toBe(400);
      expect(wrongTitle.json().field).toBe('subject_title');
      const wrongClass = await post(
        '/api/auth/signup',
        signupPayload({ subject: 1, subject_title: 6, class: [3] }),
      );
      expect(wrongClass.statusCode).toBe(400);
      expect(wrongClass.json().field).toBe('class');
    });

    it('answers malformed JSON with 400, never 5xx', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "abc",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body is not valid JSON.');
    });
  });

  describe('login and sessions', () => {
    it('logs in with the username, returns the user, and the token opens /auth/me', async () => {
      const teacher = await createTestTeacher(ctx.app, inbox);
      const res = await post('/api/auth/login', { username: teacher.username, password: teacher.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.is_verified).toBe(1);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(res.json().token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.id).toBe(teacher.user.id);
    });

    it('answers a wrong password and an unknown user with the same 401 message', async () => {
      const teacher = await createTestTeacher(ctx.app);
      const wrong = await post('/api/auth/login', { username: teacher.username, password: 'wrong password' });
      const unknown = await post('/api/auth/login', { username: 'nobody_here', password: 'wrong password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid username or password');
      expect(unknown.json().message).toBe('Invalid username or password');
    });

    it('requires username and password', async () => {
      const res = await post('/api/auth/login', { username: 'someone' });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('password');
    });

    it('refuses missing, forged and revoked tokens with 401', async () => {
      const teacher = await createTestTeacher(ctx.app);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      const forged = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer('A'.repeat(43)),
      });
      expect(forged.statusCode).toBe(401);
      expect((await post('/api/auth/logout', {}, bearer(teacher.token))).statusCode).toBe(200);
      const revoked = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(teacher.token),
      });
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().message).toBe('Your session has expired. Please log in again.');
    });

    it('locks an account out after 10 failed logins', async () => {
      const teacher = await createTestTeacher(ctx.app);
      for (let i = 0; i < 10; i++)
        await post('/api/auth/login', { username: teacher.username, password: 'nope nope' });
      const locked = await post('/api/auth/login', {
        username: teacher.username,
        password: teacher.password,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/Too many failed logins/);
    });
  });

  describe('email verification', () => {
    it('refuses a wrong code, accepts the mailed one', async () => {
      const teacher = await createTestTeacher(ctx.app);
      const wrong = await post('/api/auth/verify-otp', {
        email: teacher.email,
        otp: '000000' === inbox.lastCodeFor(teacher.email) ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      const right = await post('/api/auth/verify-otp', {
        email: teacher.email,
        otp: inbox.lastCodeFor(teacher.email),
      });
      expect(right.statusCode).toBe(200);
      expect(right.json().user.is_verified).toBe(1);
    });

    it('refuses an expired code', async () => {
      const teacher = await createTestTeacher(ctx.app);
      await expireCodes();
      const res = await post('/api/auth/verify-otp', {
        email: teacher.email,
        otp: inbox.lastCodeFor(teacher.email),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This code has expired. Ask for a new code.');
    });

    it('stops a code after 5 wrong tries', async () => {
      const teacher = await createTestTeacher(ctx.app);
      const code = inbox.lastCodeFor(teacher.email)!;
      const wrongCode = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i++)
        await post('/api/auth/verify-otp', { email: teacher.email, otp: wrongCode });
      const res = await post('/api/auth/verify-otp', { email: teacher.email, otp: code });
      expect(res.statusCode).toBe(429);
    });

    it('resends at most once a minute, then mails a new code that works', async () => {
      const teacher = await createTestTeacher(ctx.app);
      const early = await post('/api/auth/resend-email-otp', { userId: teacher.user.id });
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toMatch(/Please wait \d+ seconds/);
      await ctx.database.db
        .updateTable('email_codes')
        .set({ created_at: '2000-01-01T00:00:00.000Z' })
        .execute();
      const mailsBefore = inbox.mails.length;
      const res = await post('/api/auth/resend-email-otp', { userId: teacher.user.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('OTP resent to your email.');
      expect(inbox.mails.length).toBe(mailsBefore + 1);
      const ok = await post('/api/auth/verify-otp', {
        email: teacher.email,
        otp: inbox.lastCodeFor(teacher.email),
      });
      expect(ok.statusCode).toBe(200);
      const again = await post('/api/auth/resend-email-otp', { userId: teacher.user.id });
      expect(again.statusCode).toBe(400);
    });

    it('refuses a user id past the database integer range with 400 naming it', async () => {
      const res = await post('/api/auth/resend-email-otp', { userId: 2 ** 31 });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('userId');
    });

    it('checks the code format', async () => {
      const res = await post('/api/auth/verify-otp', { email: 'a@b.test', otp: 'abc' });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('otp');
    });
  });

  describe('passwords', () => {
    it('changes the password, revokes the other sessions, keeps this one', async () => {
      const teacher = await createTestTeacher(ctx.app, inbox);
      const other = (
        await post('/api/auth/login', { username: teacher.username, password: teacher.password })
      ).json().token;
      const wrong = await post(
        '/api/auth/change-password',
        { current_password: 'not it at all', new_password: 'a new secret 9' },
        bearer(teacher.token),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().field).toBe('current_password');
      const res = await post(
        '/api/auth/change-password',
        { current_password: teacher.password, new_password: 'a new secret 9' },
        bearer(teacher.token),
      );
      expect(res.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode,
      ).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(teacher.token) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await post('/api/auth/login', { username: teacher.username, password: teacher.password }))
          .statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { username: teacher.username, password: 'a new secret 9' }))
          .statusCode,
      ).toBe(200);
    });

    it('resets a forgotten password by mailed code without telling who has an account', async () => {
      const teacher = await createTestTeacher(ctx.app, inbox);
      const mailsBefore = inbox.mails.length;
      const unknown = await post('/api/auth/reset-password/request', { email: 'nobody@school.test' });
      const known = await post('/api/auth/reset-password/request', { email: teacher.email });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(unknown.json().message).toBe(known.json().message);
      expect(inbox.mails.length).toBe(mailsBefore + 1);
      const code = inbox.lastCodeFor(teacher.email)!;
      const wrong = await post('/api/auth/reset-password/confirm', {
        email: teacher.email,
        otp: code === '000000' ? '000001' : '000000',
        new_password: 'brand new pass 1',
      });
      expect(wrong.statusCode).toBe(400);
      const res = await post('/api/auth/reset-password/confirm', {
        email: teacher.email,
        otp: code,
        new_password: 'brand new pass 1',
      });
      expect(res.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(teacher.token) }))
          .statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { username: teacher.username, password: 'brand new pass 1' }))
          .statusCode,
      ).toBe(200);
      const reused = await post('/api/auth/reset-password/confirm', {
        email: teacher.email,
        otp: code,
        new_password: 'another pass 22',
      });
      expect(reused.statusCode).toBe(400);
    });
  });

  describe('account deletion', () => {
    it('needs a session, deletes only the caller, and the account can no longer log in', async () => {
      const a = await createTestTeacher(ctx.app, inbox);
      const b = await createTestTeacher(ctx.app, inbox);
      expect((await ctx.app.inject({ method: 'DELETE', url: '/api/auth/delete-account' })).statusCode).toBe(
        401,
      );
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/auth/delete-account',
        headers: bearer(b.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Account deleted successfully.');
      expect((await post('/api/auth/login', { username: b.username, password: b.password })).statusCode).toBe(
        401,
      );
      expect((await post('/api/auth/login', { username: a.username, password: a.password })).statusCode).toBe(
        200,
      );
      const again = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/auth/delete-account',
        headers: bearer(b.token),
      });
      expect(again.statusCode).toBe(401);
    });
  });
});

describe.each(TEST_ENGINES)('rate limits on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      seed: [catalogueSeed],
      rateLimits: { login: 5, signup: 3, codeSend: 2 },
    });
  });
  afterAll(async () => ctx.close());

  it('answers 429 with a message past the limit', async () => {
    const attempts = [];
    for (let i = 0; i < 6; i++) {
      attempts.push(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'someone', password: 'x' },
        }),
      );
    }
    expect(attempts.slice(0, 5).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(attempts[5]!.statusCode).toBe(429);
    expect(attempts[5]!.json().message).toMatch(/Too many requests/);
    const signups = [];
    for (let i = 0; i < 4; i++)
      signups.push(
        (await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupPayload() }))
          .statusCode,
      );
    expect(signups).toEqual([201, 201, 201, 429]);
  });
});
