import type { MessageLanguage } from '@tevila/domain';
import { escapeHtml } from './html-escape.ts';

/** What an email says, as plain text pieces; any of them may hold what a visitor typed. */
export interface EmailContent {
  /** The reader's language: sets the HTML's lang and direction (Hebrew reads right to left). */
  language: MessageLanguage;
  subject: string;
  /** The first line of the text and the HTML's heading. */
  heading: string;
  /** Label and value pairs, shown as a table in HTML. */
  fields?: readonly (readonly [string, string])[];
  /** Free text; line breaks are kept. */
  paragraphs?: readonly string[];
  /** A closing line in small print (where the message came from). */
  footer?: string;
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Escaped, with the writer's line breaks kept as <br>. */
function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>\n');
}

/**
 * The text and HTML bodies of one email. Every piece is escaped in the HTML, so nothing a visitor typed
 * is ever read as markup; the styles are inline (mail readers drop style sheets) and use logical
 * properties, so a Hebrew message lines up on the right.
 */
export function composeEmail(content: EmailContent): ComposedEmail {
  const fields = content.fields ?? [];
  const paragraphs = (content.paragraphs ?? []).filter((p) => p.trim() !== '');
  const text = [
    content.heading,
    ...(fields.length > 0 ? ['', ...fields.map(([label, value]) => `${label}: ${value}`)] : []),
    ...paragraphs.flatMap((p) => ['', p]),
    ...(content.footer !== undefined ? ['', '--', content.footer] : []),
  ].join('\n');

  const dir = content.language === 'he' ? 'rtl' : 'ltr';
  const cell = 'padding-block:4px;padding-inline-end:16px;vertical-align:top;text-align:start';
  const html = [
    '<!doctype html>',
    `<html lang="${content.language}" dir="${dir}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;text-align:start">`,
    `<h1 style="font-size:20px;margin-block:0 16px">${escapeHtml(content.heading)}</h1>`,
    ...(fields.length > 0
      ? [
          '<table role="presentation" style="border-collapse:collapse;margin-block-end:16px">',
          ...fields.map(
            ([label, value]) =>
              `<tr><th scope="row" style="${cell};font-weight:bold">${escapeHtml(label)}</th>` +
              `<td style="${cell}">${htmlLines(value)}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...paragraphs.map((p) => `<p style="margin-block:0 12px">${htmlLines(p)}</p>`),
    ...(content.footer !== undefined
      ? [`<p style="margin-block-start:24px;font-size:12px;color:#616e7c">${escapeHtml(content.footer)}</p>`]
      : []),
    '</body>',
    '</html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
