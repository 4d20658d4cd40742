/**
 * A URL taken from a setting, made safe for href/src: an entire http(s) URL, or a path on this
 * site ("/uploads/x.png"). Anything else (javascript:, data:, "//host", bare words) gives null.
 */
export function safeUrl(value: string | null | undefined, { allowPath = true } = {}): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (allowPath && trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) {
    return trimmed;
  }
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
