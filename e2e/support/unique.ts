/**
 * A name no other test uses: the desktop and phone projects and every worker share one
 * database, so each test registers its own people under the time and a random tail.
 */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
