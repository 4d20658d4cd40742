import type { Language } from './message.ts';

/**
 * The language an Accept-Language header asks for among ours: the heaviest of en and he by q (he-IL
 * and "iw", Hebrew's old code, are he; a tie goes to the one named first), or null when it names
 * neither. q=0 means "not this one".
 */
export function acceptedLanguage(header: string | readonly string[] | undefined): Language | null {
  const value = typeof header === 'string' ? header : (header ?? []).join(',');
  let best: { language: Language; weight: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const language: Language | null =
      primary === 'he' || primary === 'iw' ? 'he' : primary === 'en' ? 'en' : null;
    if (language === null) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((w) => w !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(weight) || weight <= 0 || weight > 1) continue;
    if (best === null || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? null;
}
