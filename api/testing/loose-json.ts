/**
 * What a test reads from a JSON answer. Tests read answers loosely and assert each field
 * they touch, so a wrong shape fails the assertion rather than the type check.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; the one place tests opt out of typing answers.
export type LooseJson = any;
