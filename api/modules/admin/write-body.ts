/**
 * A backoffice write body, declared once as an object of fields: the arktype
 * schema that validates it (and documents it in OpenAPI) and the list of keys
 * a write may carry both come from that object, so they cannot drift apart
 * and nothing reads arktype's internals to recover the keys.
 */
import { type, type Type } from 'arktype';

declare const output: unique symbol;

/** A body whose validated value (after trimming and other pipes) is `T`. */
export interface WriteBody<T> {
  /** Validates the body; undeclared keys are refused. */
  readonly schema: Type<object>;
  /** The keys the body declares: the only ones a service writes. */
  readonly keys: readonly (keyof T & string)[];
  /** Type only: what a valid body becomes, for the hooks that receive it. */
  readonly [output]?: T;
}

/** `'name?'` declares an optional `name`. */
const keyOf = (definitionKey: string) => (definitionKey.endsWith('?') ? definitionKey.slice(0, -1) : definitionKey);

export function writeBody<const def extends object>(fields: type.validate<def>): WriteBody<type.infer.Out<def>> {
  const schema = type.raw({ '+': 'reject', ...(fields as object) }) as Type<object>;
  return { schema, keys: Object.keys(fields as object).map(keyOf) as (keyof type.infer.Out<def> & string)[] };
}

type Bare<K> = K extends `${infer name}?` ? name : K;
/** The same fields, each optional: an update body where fields left out stay as they are. */
export function optional<const F extends Record<string, unknown>>(
  fields: F,
): { [K in keyof F as `${Bare<K> & string}?`]: F[K] } {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${keyOf(key)}?`, value])) as never;
}

/** What a valid body becomes. */
export type BodyOf<B> = B extends WriteBody<infer T> ? T : never;
