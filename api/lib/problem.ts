/**
 * RFC 9457 problem details: every error the API answers has this shape, made in
 * one place. Handlers throw `HttpProblem`; the app's error handler turns it (and
 * Elysia's own errors) into the JSON body.
 */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Record<string, string>;
  /** The request's X-Request-Id, so a caller's report can be found in the logs. */
  requestId?: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  411: 'Length Required',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, errors?: Record<string, string>) => new HttpProblem(400, detail, errors);
export const unauthorized = (detail = 'You must be signed in.') => new HttpProblem(401, detail);
export const forbidden = (detail = 'You are not allowed to do this.') => new HttpProblem(403, detail);
export const notFound = (detail = 'Not found.') => new HttpProblem(404, detail);
export const conflict = (detail: string, errors?: Record<string, string>) => new HttpProblem(409, detail, errors);
export const invalid = (detail: string, errors?: Record<string, string>) => new HttpProblem(422, detail, errors);

export function problemBody(
  status: number,
  detail?: string,
  instance?: string,
  errors?: Record<string, string>,
): ProblemBody {
  return {
    type: status === 422 ? 'https://datatracker.ietf.org/doc/html/rfc9457#name-validation' : 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    ...(instance ? { instance } : {}),
    ...(errors && Object.keys(errors).length ? { errors } : {}),
  };
}

export function problemResponse(
  status: number,
  detail?: string,
  instance?: string,
  errors?: Record<string, string>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(problemBody(status, detail, instance, errors)), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}

/** Elysia's per-request `set`, as far as a problem answer needs it. */
interface ResponseSet {
  status?: number | string;
  headers: Record<string, unknown>;
}

/**
 * Problem responses for one request: the body carries its request id and the
 * status is recorded on `set`, where the request log reads it.
 */
export function problemsFor(set: ResponseSet): typeof problemResponse {
  return (status, detail, instance, errors, headers = {}) => {
    set.status = status;
    const requestId = set.headers['x-request-id'];
    const body = problemBody(status, detail, instance, errors);
    if (typeof requestId === 'string') body.requestId = requestId;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/problem+json', ...headers },
    });
  };
}
