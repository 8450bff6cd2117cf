/** What other modules may use of engagement besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { LETTER_NOT_SIGNED, assertLetterSigned } from './activation-gate.ts';
export { onLetterSigned } from './hooks.ts';
export { type PackageLetterOutcome, sendPackageLetter } from './package-letter.ts';
