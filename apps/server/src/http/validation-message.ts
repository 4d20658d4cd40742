import { fieldNameOf, readSchemaMessage } from '@tevila/domain';
import { msg, type LocalMessage } from '../i18n/messages.ts';

/**
 * Turns a request-validation failure into one sentence naming the field, e.g.
 * "dt must be a date as YYYY-MM-DD.", as a message written in the reader's language. A schema may
 * give its own sentence as a catalogue message (schemaText(msg(…)), used as is); zod's defaults
 * never end with a period, so they get rewritten here. A field a person fills in is named as she reads
 * it ("The date", "השדה \"תאריך\""); any other stays as the API spells it, for whoever calls the API.
 */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const contextNames: Record<string, LocalMessage> = {
  body: msg('validation.context.body'),
  querystring: msg('validation.context.querystring'),
  params: msg('validation.context.params'),
  headers: msg('validation.context.headers'),
};

const typeNames: Record<string, LocalMessage> = {
  string: msg('validation.type.string'),
  number: msg('validation.type.number'),
  int: msg('validation.type.int'),
  bigint: msg('validation.type.int'),
  boolean: msg('validation.type.boolean'),
  object: msg('validation.type.object'),
  array: msg('validation.type.array'),
  date: msg('validation.type.date'),
  null: msg('validation.type.null'),
};

/** The field the issue is about, or the part of the request when it is about the whole of it. */
function fieldOf(
  issue: ValidationIssue,
  context: string | undefined,
): { whole: boolean; field: LocalMessage } {
  const parts = (issue.instancePath ?? '').split('/').filter((p) => p !== '');
  if (parts.length === 0)
    return { whole: true, field: contextNames[context ?? ''] ?? msg('validation.context.request') };
  const name = parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
  return { whole: false, field: msg('validation.field', { name: fieldNameOf(name) ?? name }) };
}

function sizeMessage(
  field: LocalMessage,
  params: Record<string, unknown>,
  bound: 'min' | 'max',
): LocalMessage {
  const n = String(bound === 'min' ? params.minimum : params.maximum);
  const exclusive = params.inclusive === false;
  switch (params.origin) {
    case 'string':
      return msg(bound === 'min' ? 'validation.minChars' : 'validation.maxChars', { field, n });
    case 'array':
    case 'set':
      return msg(bound === 'min' ? 'validation.minItems' : 'validation.maxItems', { field, n });
    default:
      if (exclusive)
        return msg(bound === 'min' ? 'validation.greaterThan' : 'validation.lessThan', { field, n });
      return msg(bound === 'min' ? 'validation.atLeast' : 'validation.atMost', { field, n });
  }
}

export function validationMessage(issue: ValidationIssue | undefined, context?: string): LocalMessage {
  if (issue === undefined) return msg('error.invalid');
  const message = issue.message ?? '';
  const own = readSchemaMessage(message);
  // A schema's own sentence: a catalogue message (its key is the catalogue's, checked where it is made).
  if (own !== null) return own as LocalMessage;
  // Plain text of a schema (none of ours: a test checks the sources) is kept as written.
  if (message.endsWith('.')) return msg('text.asWritten', { text: message });
  const { whole, field } = fieldOf(issue, context);
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type': {
      if (/received undefined/.test(message)) return msg('validation.required', { field });
      const expected = typeof params.expected === 'string' ? params.expected : '';
      return msg('validation.mustBe', { field, type: typeNames[expected] ?? expected });
    }
    case 'too_small':
      return sizeMessage(field, params, 'min');
    case 'too_big':
      return sizeMessage(field, params, 'max');
    case 'invalid_value':
      return Array.isArray(params.values)
        ? msg('validation.oneOf', { field, values: params.values.map(String).join(', ') })
        : msg('validation.notAllowed', { field });
    case 'invalid_format':
      return params.format === 'email'
        ? msg('validation.email', { field })
        : msg('validation.format', { field });
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      const [key] = keys;
      if (keys.length === 1 && key !== undefined)
        return whole
          ? msg('validation.unknownField', { key })
          : msg('validation.unknownFieldIn', { key, field });
      const list = keys.join(', ');
      return whole
        ? msg('validation.unknownFields', { keys: list })
        : msg('validation.unknownFieldsIn', { keys: list, field });
    }
    default:
      return msg('validation.invalid', { field });
  }
}
