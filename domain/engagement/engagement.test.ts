import { describe, expect, test } from 'bun:test';
import { feesText, letterBlocks } from './letter-text.ts';
import { fillPlaceholders, PLACEHOLDERS, type PlaceholderValues, unknownPlaceholders } from './placeholders.ts';
import { SEEDED_TEMPLATES } from './seed-templates.ts';

describe('fees', () => {
  test("the package price with the VAT in it, as the tax invoice splits it: 'R3,599.00 per month including VAT of R469.43'", () => {
    expect(feesText(359_900, 0.15)).toBe('R3,599.00 per month including VAT of R469.43');
    expect(feesText(79_900, 0.15)).toBe('R799.00 per month including VAT of R104.22');
    expect(feesText(1_199_900, 0.15)).toBe('R11,999.00 per month including VAT of R1,565.09');
  });
});

describe('placeholders', () => {
  const values = Object.fromEntries(Object.keys(PLACEHOLDERS).map((key) => [key, `<${key}>`])) as PlaceholderValues;
  test('every seeded template uses only known placeholders, and all of them fill', () => {
    for (const template of SEEDED_TEMPLATES) {
      expect(unknownPlaceholders(template.body)).toEqual([]);
      expect(fillPlaceholders(template.body, values)).not.toContain('{{');
    }
  });
  test('an unknown one is named, once', () => {
    expect(unknownPlaceholders('{{client.name}} {{ client.age }} {{client.age}} {{firm}}')).toEqual([
      'client.age',
      'firm',
    ]);
  });
  test('spaces inside the braces are allowed; prototype names are not placeholders', () => {
    expect(fillPlaceholders('Dear {{ client.name }}', values)).toBe('Dear <client.name>');
    expect(unknownPlaceholders('{{constructor}} {{__proto__}}')).toEqual(['constructor', '__proto__']);
  });
});

describe('the layout', () => {
  test('title, headings, bullets and paragraphs joined across lines; bold marks dropped', () => {
    expect(letterBlocks('# Title\n\nOne\n**two**\n\n## 1. Scope\n- a\n- b\nAfter')).toEqual([
      { kind: 'title', text: 'Title' },
      { kind: 'paragraph', text: 'One two' },
      { kind: 'heading', text: '1. Scope' },
      { kind: 'bullet', text: 'a' },
      { kind: 'bullet', text: 'b' },
      { kind: 'paragraph', text: 'After' },
    ]);
  });
  test("the seeded Standard letter's scope is the package's features; its terms are the Terms of Service's", () => {
    const standard = SEEDED_TEMPLATES.find((template) => template.packageType === 'standard');
    const blocks = letterBlocks(standard?.body ?? '');
    expect(blocks.filter((block) => block.kind === 'bullet').length).toBeGreaterThan(3);
    const text = blocks.map((block) => block.text).join('\n');
    for (const term of ['R350', '7 business days', '5 years', 'billed in advance', 'include VAT'])
      expect(text).toContain(term);
  });
});
