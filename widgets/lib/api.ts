/** Where this script was loaded from: the firm's server, the default for `api`. */
const SCRIPT_ORIGIN = new URL(import.meta.url).origin;

/** The API's base URL: the `api` attribute, or the script's own origin. */
export const apiBase = (api: string | null | undefined) => (api || SCRIPT_ORIGIN).replace(/\/+$/, '');

export interface Reply {
  ok: boolean;
  status: number;
  // The API's JSON: the answer, or problem details with `detail` and `errors`.
  body: { message?: string; captchaToken?: string; detail?: string; errors?: Record<string, string> } & Record<
    string,
    unknown
  >;
}

/** GET (no body) or POST JSON; never with cookies. A network failure throws. */
export async function call(url: string, json?: unknown): Promise<Reply> {
  const res = await fetch(
    url,
    json === undefined
      ? { credentials: 'omit', cache: 'no-store' }
      : {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        },
  );
  let body: Reply['body'] = {};
  try {
    body = await res.json();
  } catch {
    // not JSON: keep the empty body
  }
  return { ok: res.ok, status: res.status, body };
}
