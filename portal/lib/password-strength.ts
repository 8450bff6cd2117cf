import { loadCommonPasswords } from '../../domain/password-rules.ts';

export interface Strength {
  /** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** On the common-password list the server refuses. */
  common: boolean;
}
export type EstimateStrength = (password: string, userInputs: readonly string[]) => Strength;

/** zxcvbn slows down on very long input; what lies past this many characters adds strength anyway. */
const CHECKED_LENGTH = 100;

let estimator: Promise<EstimateStrength> | undefined;

/**
 * zxcvbn-ts with its common dictionary (about 800 KB unpacked), fetched as a
 * separate chunk the first time someone types a new password: the portal's
 * first paint never pays for it.
 */
export function loadStrengthEstimator(): Promise<EstimateStrength> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    loadCommonPasswords(),
  ]).then(([{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }, common]) => {
    const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    return (password, userInputs) => {
      if (common.has(password.toLowerCase())) return { score: 0, common: true };
      return { score: zxcvbn.check(password.slice(0, CHECKED_LENGTH), [...userInputs]).score, common: false };
    };
  });
  // A failed load (offline) may be retried by the next keystroke.
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}
