/**
 * Turns a request-validation failure into one sentence naming the field, e.g.
 * "dt must be a date as YYYY-MM-DD." Schemas may give their own sentence (ending with "."),
 * which is used as is; zod's defaults never end with a period, so they get rewritten here.
 */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const contextNames: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The request headers',
};

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'null',
};

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const parts = (issue.instancePath ?? '').split('/').filter((p) => p !== '');
  if (parts.length === 0) return contextNames[context ?? ''] ?? 'The request';
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

function sizeSentence(field: string, params: Record<string, unknown>, bound: 'at least' | 'at most'): string {
  const limit = bound === 'at least' ? params.minimum : params.maximum;
  const exclusive = params.inclusive === false;
  const n = String(limit);
  switch (params.origin) {
    case 'string':
      return `${field} must be ${bound} ${n} characters long.`;
    case 'array':
    case 'set':
      return `${field} must have ${bound} ${n} items.`;
    default:
      if (exclusive) return `${field} must be ${bound === 'at least' ? 'greater' : 'less'} than ${n}.`;
      return `${field} must be ${bound} ${n}.`;
  }
}

export function validationMessage(issue: ValidationIssue | undefined, context?: string): string {
  if (issue === undefined) return 'The request is invalid.';
  const message = issue.message ?? '';
  if (message.endsWith('.')) return message;
  const field = fieldName(issue, context);
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type': {
      if (/received undefined/.test(message)) return `${field} is required.`;
      const expected = typeof params.expected === 'string' ? params.expected : '';
      return `${field} must be ${typeNames[expected] ?? expected}.`;
    }
    case 'too_small':
      return sizeSentence(field, params, 'at least');
    case 'too_big':
      return sizeSentence(field, params, 'at most');
    case 'invalid_value':
      return Array.isArray(params.values)
        ? `${field} must be one of: ${params.values.map(String).join(', ')}.`
        : `${field} has a value that is not allowed.`;
    case 'invalid_format':
      return params.format === 'email'
        ? `${field} must be an email address.`
        : `${field} has an invalid format.`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      const where = field.startsWith('The ') ? '' : ` in ${field}`;
      return keys.length === 1
        ? `${keys[0]} is not a known field${where}.`
        : `${keys.join(', ')} are not known fields${where}.`;
    }
    default:
      return `${field} is invalid.`;
  }
}
