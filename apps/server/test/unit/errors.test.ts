import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/errors.ts';
import { asOAuthError, toHttpError } from '../../src/http/errors.ts';
import { validationMessage } from '../../src/http/validation-message.ts';
import type { ValidationIssue } from '../../src/http/validation-message.ts';
import { english, msg, render, schemaText } from '../../src/i18n/messages.ts';

const said = (text: string) => msg('text.asWritten', { text });
const inEnglish = (issue: ValidationIssue | undefined, context?: string) =>
  english(validationMessage(issue, context));

describe('toHttpError', () => {
  it('answers a refused update-style call with success false (400)', () => {
    const bad = msg('setting.invalidValue', { key: 'priceBath', reason: msg('setting.number') });
    expect(toHttpError(new AppError('settings.invalid_value', bad))).toMatchObject({
      status: 400,
      id: 'settings.invalid_value',
      body: { success: false, errorMessage: 'priceBath: Must be a number.', result: null },
    });
  });

  it('answers 503 for a lost database connection, however the driver and query builder wrap it', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into "reservations" …'), {
      cause: terminated,
    });
    for (const err of [
      terminated,
      wrapped,
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ]) {
      expect(toHttpError(err), err.message).toEqual({
        status: 503,
        id: 'database.unavailable',
        body: { Message: 'The service is temporarily unavailable. Please try again shortly.' },
        unexpected: false,
      });
    }
    // Other database errors stay what they are: a bug of ours, never blamed on the connection.
    const violation = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(toHttpError(violation).status).toBe(500);
  });

  it('answers 401 with exactly the sentence of docs/design.md §5, whatever the cause', () => {
    const mapped = toHttpError(new AppError('auth.required', said('token expired at 12:00')));
    expect(mapped.status).toBe(401);
    expect(mapped.body).toEqual({ Message: 'Authorization has been denied for this request.' });
  });

  it.each([
    ['auth.forbidden', 403],
    ['route.not_found', 404],
    ['rate.limited', 429],
    ['database.unavailable', 503],
    ['schedule.date_out_of_range', 400],
  ] as const)('maps %s to %i with its own sentence', (id, status) => {
    const mapped = toHttpError(new AppError(id));
    expect(mapped.status).toBe(status);
    expect(mapped.body).toMatchObject({ Message: expect.stringMatching(/^[A-Z].*\.$/) });
  });

  it('answers a declined card and a payment not settled yet in the shapes of makepayment', () => {
    const declined = new AppError('payment.declined', said('Your card was declined.'), {
      decline: { type: 'card_error' },
    });
    expect(toHttpError(declined)).toEqual({
      status: 400,
      id: 'payment.declined',
      body: {
        success: false,
        errorMessage: 'Your card was declined.',
        result: null,
        stripeErrorMessage: 'Your card was declined.',
        stripeErrorType: 'card_error',
      },
      unexpected: false,
    });
    const confirm = new AppError('payment.declined', said('Confirm with your bank.'), {
      decline: { type: 'authentication_required', clientSecret: 'pi_1_secret_2' },
    });
    expect(toHttpError(confirm).body).toMatchObject({
      stripeErrorType: 'authentication_required',
      clientSecret: 'pi_1_secret_2',
    });
    const processing = toHttpError(new AppError('payment.processing', said('Still processing.')));
    expect(processing).toMatchObject({
      status: 503,
      body: { success: false, errorMessage: 'Still processing.', result: null },
    });
  });

  it('answers an unknown error 500 with nothing internal', () => {
    const mapped = toHttpError(new Error('relation "users" does not exist at /srv/app/db.ts:12'));
    expect(mapped).toEqual({
      status: 500,
      id: 'internal',
      body: { Message: 'An error occurred.' },
      unexpected: true,
    });
    expect(toHttpError('a string').body).toEqual({ Message: 'An error occurred.' });
  });

  it('turns Fastify client errors into our sentences', () => {
    const badJson = Object.assign(
      new Error("Body is not valid JSON but content-type is set to 'application/json'"),
      { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 },
    );
    expect(toHttpError(badJson)).toMatchObject({
      status: 400,
      body: { Message: 'The request body is not valid JSON.' },
    });
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect(toHttpError(tooLarge)).toMatchObject({
      status: 413,
      body: { Message: 'The request body is too large.' },
    });
  });

  it("turns what Node's parser refuses into our sentences: 431, 408, and 400 for the rest", () => {
    const parser = (code: string) => Object.assign(new Error('Parse Error'), { code });
    expect(toHttpError(parser('HPE_HEADER_OVERFLOW'), 'he')).toEqual({
      status: 431,
      id: 'HPE_HEADER_OVERFLOW',
      body: { Message: 'כותרות הבקשה גדולות מדי.' },
      unexpected: false,
    });
    expect(toHttpError(parser('ERR_HTTP_REQUEST_TIMEOUT'))).toMatchObject({
      status: 408,
      body: { Message: 'The request took too long to arrive. Please try again.' },
    });
    expect(toHttpError(parser('HPE_INVALID_HEADER_TOKEN'))).toMatchObject({
      status: 400,
      body: { Message: 'The request could not be understood.' },
    });
  });

  it('names the field of a validation failure', () => {
    const err = {
      validation: [
        {
          keyword: 'custom',
          instancePath: '/dt',
          message: schemaText(msg('field.dateFormat', { field: 'dt' })),
        },
      ],
      validationContext: 'querystring',
      statusCode: 400,
    };
    expect(toHttpError(err)).toMatchObject({
      status: 400,
      body: { Message: 'dt must be a date as YYYY-MM-DD.' },
    });
  });
});

describe('validationMessage', () => {
  // Issues as fastify-type-provider-zod hands them over: zod's issue minus path/code/message, in params.
  function issueOf(schema: z.ZodType, value: unknown) {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('expected a failure');
    const { path, code, message, ...params } = result.error.issues[0]!;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
  }

  it.each([
    [z.object({ name: z.string() }), {}, 'name is required.'],
    [z.object({ name: z.string() }), { name: 3 }, 'name must be text.'],
    [z.object({ n: z.number().min(2) }), { n: 1 }, 'n must be at least 2.'],
    [z.object({ s: z.string().max(3) }), { s: 'long' }, 's must be at most 3 characters long.'],
    [z.object({ t: z.enum(['a', 'b']) }), { t: 'c' }, 't must be one of: a, b.'],
    [z.object({ e: z.email() }), { e: 'nope' }, 'e must be an email address.'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'b is not a known field.'],
    [
      z.object({ list: z.array(z.object({ x: z.boolean() })) }),
      { list: [{ x: 'no' }] },
      'list[0].x must be true or false.',
    ],
  ])('%#: %j', (schema, value, expected) => {
    expect(inEnglish(issueOf(schema, value), 'body')).toBe(expected);
  });

  it('names the body itself when it is not an object', () => {
    expect(inEnglish(issueOf(z.object({ a: z.string() }), null), 'body')).toBe(
      'The request body must be an object.',
    );
  });

  it("keeps a schema's own sentence, a message of the catalogue", () => {
    const schema = z.object({
      dt: z.string().regex(/^\d{4}$/, schemaText(msg('field.dateFormat', { field: 'dt' }))),
    });
    const own = validationMessage(issueOf(schema, { dt: 'x' }), 'querystring');
    expect(render(own, 'en')).toBe('dt must be a date as YYYY-MM-DD.');
    expect(render(own, 'he')).toBe('השדה dt חייב להיות תאריך בתבנית YYYY-MM-DD.');
  });

  it('writes the sentence around the field in Hebrew, the field named as the API spells it', () => {
    const he = (schema: z.ZodType, value: unknown) =>
      render(validationMessage(issueOf(schema, value), 'body'), 'he');
    expect(he(z.object({ name: z.string() }), {})).toBe('יש למלא את השדה name.');
    expect(he(z.object({ n: z.number().min(2) }), { n: 1 })).toBe('הערך של השדה n חייב להיות 2 לפחות.');
    expect(he(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('השדה b אינו מוכר.');
    expect(he(z.object({ a: z.string() }), null)).toBe('הערך של גוף הבקשה חייב להיות אובייקט.');
  });

  it('names a field a person fills in as she reads it, in both languages', () => {
    const booking = z.object({ reservationDate: z.string(), method: z.enum(['creditcard']) });
    const issue = issueOf(booking, { method: 'creditcard' });
    expect(render(validationMessage(issue, 'body'), 'en')).toBe('The date is required.');
    expect(render(validationMessage(issue, 'body'), 'he')).toBe('יש למלא את השדה תאריך.');
  });
});

describe('a refusal for a role', () => {
  it('names the roles in her words, never as the code spells them', async () => {
    const { DESK_ONLY } = await import('../../src/modules/night/live-ticket-service.ts');
    expect(render(DESK_ONLY, 'en')).toBe('This needs one of these roles: Receptionist or Administrator.');
    expect(render(DESK_ONLY, 'he')).toBe('נדרש אחד מהתפקידים האלה: קבלה או מנהל מערכת.');
  });
});

describe('the sign-in shapes', () => {
  it('answers a throttled update-style call 429 in both shapes', () => {
    const mapped = toHttpError(
      new AppError('signin.throttled', said('Please wait 45 seconds.'), { retryAfterSeconds: 45 }),
    );
    expect(mapped).toMatchObject({
      status: 429,
      body: {
        success: false,
        errorMessage: 'Please wait 45 seconds.',
        result: null,
        Message: 'Please wait 45 seconds.',
      },
    });
  });

  it('answers token errors OAuth-style, and turns what else /api/token refuses into invalid_request', () => {
    expect(toHttpError(new AppError('token.invalid_grant', msg('token.badPassword')))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' },
    });
    expect(toHttpError(new AppError('token.unsupported_grant_type', said('No.'))).body).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'No.',
    });
    expect(asOAuthError(toHttpError(new AppError('request.invalid', said('Bad body.')))).body).toEqual({
      error: 'invalid_request',
      error_description: 'Bad body.',
    });
    const unauthorized = toHttpError(new AppError('auth.required'));
    expect(asOAuthError(unauthorized)).toBe(unauthorized);
    // A request it could not take at all is said the same way, with its own status.
    const tooLarge = toHttpError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(asOAuthError(tooLarge)).toMatchObject({
      status: 413,
      body: { error: 'invalid_request', error_description: 'The request body is too large.' },
    });
  });
});

describe("the reader's language", () => {
  it('writes a refusal, a throttle, a 403 and a 404 in Hebrew, each in its own shape', () => {
    expect(toHttpError(new AppError('signin.code_refused', msg('signin.codeWrong')), 'he').body).toEqual({
      success: false,
      errorMessage: 'הקוד שגוי.',
      result: null,
    });
    const wait = msg('signin.tooManyToPhone', { wait: msg('duration.minutes', { n: 10 }) });
    expect(toHttpError(new AppError('signin.throttled', wait), 'he').body).toMatchObject({
      errorMessage: 'נשלחו יותר מדי קודים למספר הזה. אנא נסי שוב בעוד 10 דקות.',
      Message: 'נשלחו יותר מדי קודים למספר הזה. אנא נסי שוב בעוד 10 דקות.',
    });
    expect(toHttpError(new AppError('auth.forbidden'), 'he').body).toEqual({
      Message: 'אין לך הרשאה לעשות זאת.',
    });
    expect(toHttpError(new AppError('route.not_found'), 'he').body).toEqual({
      Message: 'לא נמצא דבר בכתובת הזו.',
    });
    expect(toHttpError(new AppError('token.invalid_grant', msg('token.badPassword')), 'he').body).toEqual({
      error: 'invalid_grant',
      error_description: 'שם המשתמש או הסיסמה שגויים.',
    });
  });

  it('keeps the 401 and 500 sentences of docs/design.md §5 in every language', () => {
    for (const err of [
      new AppError('auth.required'),
      Object.assign(new Error('jwt expired'), { statusCode: 401 }),
    ])
      expect(toHttpError(err, 'he').body).toEqual({
        Message: 'Authorization has been denied for this request.',
      });
    expect(toHttpError(new Error('boom'), 'he').body).toEqual({ Message: 'An error occurred.' });
  });

  it("writes Fastify's own client errors and a lost database in Hebrew", () => {
    const badJson = Object.assign(new Error('Unexpected token'), {
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      statusCode: 400,
    });
    expect(toHttpError(badJson, 'he').body).toEqual({ Message: 'גוף הבקשה אינו JSON תקין.' });
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    expect(toHttpError(lost, 'he').body).toEqual({
      Message: 'השירות אינו זמין כרגע. אנא נסי שוב בעוד זמן קצר.',
    });
  });

  it('keeps English exactly as it was for a reader who names no language', () => {
    expect(toHttpError(new AppError('signin.code_refused', msg('signin.codeWrong'))).body).toMatchObject({
      errorMessage: 'The code is not correct.',
    });
    expect(new AppError('signin.code_refused', msg('signin.codeWrong')).message).toBe(
      'The code is not correct.',
    );
  });
});
