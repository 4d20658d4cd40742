import { describe, expect, it } from 'vitest';
import { safeUrl } from './url';

describe('safeUrl', () => {
  it('accepts entire http(s) URLs and site paths', () => {
    expect(safeUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeUrl(' /uploads/banner.png ')).toBe('/uploads/banner.png');
  });
  it('refuses scripts, protocol-relative and bare values', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('//evil.example/x')).toBeNull();
    expect(safeUrl('banner.png')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl('/x', { allowPath: false })).toBeNull();
  });
});
