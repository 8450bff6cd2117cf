import { formatDate } from '../../../domain/format.ts';

export interface KeptByRule {
  ruleId: string;
  label: string;
  source: string;
  keepUntil: string;
}

/** The law a rule's source names ('Tax Administration Act 28 of 2011, s29: …' → 'the Tax Administration Act'). */
function lawOf(source: string): string {
  const act = source.match(/^(.*?\bAct)\b/)?.[1];
  return act ? `the ${act}` : 'our terms';
}

/** The danger zone's sentence: what deleting now keeps, until when and why, and that the rest goes. */
export function deletionNotice(kept: readonly KeptByRule[]): string {
  if (!kept.length) return 'Everything is deleted now: nothing in your account is a record the law makes us keep.';
  const parts = kept.map(
    (rule) => `your ${rule.label.toLowerCase()} until ${formatDate(rule.keepUntil)} under ${lawOf(rule.source)}`,
  );
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `We must keep ${list}; everything else is deleted now.`;
}
