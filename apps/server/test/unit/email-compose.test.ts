import { describe, expect, it } from 'vitest';
import { contactEmail, contactKind } from '../../src/modules/contact/contact-email.ts';
import { composeEmail } from '../../src/modules/outbox/email-compose.ts';
import { readableBody, readStoredEmail, storeEmail } from '../../src/modules/outbox/email-envelope.ts';
import { escapeHtml } from '../../src/modules/outbox/html-escape.ts';
import { signupEmail } from '../../src/modules/tours/signup-email.ts';

describe('email composition', () => {
  it('escapes the five characters that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('escapes every piece, the subject and labels included, and keeps line breaks', () => {
    const { html, text } = composeEmail({
      language: 'en',
      subject: 'S <1>',
      heading: 'H <2>',
      fields: [['L <3>', 'V <4>\nnext']],
      paragraphs: ['P <5>', '  '],
      footer: 'F <6>',
    });
    for (let i = 1; i <= 6; i++) {
      expect(html).toContain(`&lt;${i}&gt;`);
      expect(html).not.toContain(`<${i}>`);
    }
    expect(html).toContain('V &lt;4&gt;<br>\nnext');
    expect(text).toBe('H <2>\n\nL <3>: V <4>\nnext\n\nP <5>\n\n--\nF <6>');
  });

  it('writes Hebrew right to left, in Hebrew', () => {
    const email = contactEmail(
      { firstName: 'רבקה', lastName: '', email: 'r@example.org', message: 'Careers Form Submission\nשלום' },
      'he',
    );
    expect(email.subject).toBe('פנייה מטופס הקריירה');
    expect(email.html).toContain('<html lang="he" dir="rtl">');
    expect(email.text.split('\n').slice(0, 4)).toEqual([
      'פנייה מטופס הקריירה',
      '',
      'שם: רבקה',
      'דוא״ל: r@example.org',
    ]);
  });

  it("writes a tour sign-up in the language of her page, the facility's clock in its words", () => {
    const tour = { type: 'Kallah' as const, startsAt: new Date('2026-12-02T03:00:00Z'), location: null };
    const person = { firstName: 'Leah', lastName: 'Katz', email: 'l@example.org' };
    const en = signupEmail(tour, person, { timeZone: 'America/Los_Angeles', language: 'en' });
    expect(en.subject).toBe('Kallah Tour Sign-up');
    expect(en.text).toContain('Tour: Tuesday, December 1, 2026 at 7:00 PM');
    expect(en.text).toContain('Replying to this email answers the visitor.');
    const he = signupEmail(tour, person, { timeZone: 'America/Los_Angeles', language: 'he' });
    expect(he.subject).toBe('הרשמה לסיור כלה');
    expect(he.html).toContain('<html lang="he" dir="rtl">');
    expect(he.text).toContain('שם פרטי: Leah');
    expect(he.text).toContain('סיור: יום שלישי');
  });

  it('tells the form from the text the web composes', () => {
    expect(contactKind('Careers Form Submission\nFirst Name: A')).toBe('careers');
    expect(contactKind('New Payment\nAmount: $5.00')).toBe('payment');
    expect(contactKind('Please let me know when a Kallah tour is available.')).toBe('kallahTour');
    expect(contactKind('Group tour request\nPeople: 8')).toBe('groupTour');
    expect(contactKind('I saw the Careers Form Submission heading')).toBe('contact');
  });

  it('stores an email as JSON and reads a plain text body as itself', () => {
    const stored = {
      language: 'en' as const,
      from: { name: 'M', address: 'm@example.org' },
      replyTo: null,
      text: 'T',
      html: '<p>T</p>',
    };
    expect(readStoredEmail(storeEmail(stored))).toEqual(stored);
    expect(readableBody({ channel: 'email', body: storeEmail(stored) })).toBe('T');
    for (const body of ['Mail body', '{not json', '{"text":"x"}'])
      expect(readableBody({ channel: 'email', body })).toBe(body);
    expect(readableBody({ channel: 'sms', body: storeEmail(stored) })).toBe(storeEmail(stored));
  });
});
