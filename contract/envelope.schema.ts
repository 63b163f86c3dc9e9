/**
 * Building blocks of the §7 (the calls it makes) route schemas (JSON Schema through TypeBox): the success and error
 * envelopes and the parameter kinds every service uses. Schema files are imported as values by the
 * server only; the app imports their types (`import type`), so none of this reaches the bundle.
 */
import {
  Type,
  type ObjectOptions,
  type SchemaOptions,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';

/** The error body of every call: HTTP 4xx/5xx, or HTTP 200 with code ≠ 1 on the community calls (§8 (the error catalogue)). */
export const ErrorReply = Type.Object({
  code: Type.Union([Type.Integer(), Type.String()]),
  msg: Type.String({ description: 'A sentence for the user or the developer; never an internal detail.' }),
});
export type ErrorReply = Static<typeof ErrorReply>;

/** The information services' success envelope: the §7 (the calls it makes) response rule hands `data` to the app. */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Literal(1), msg: Type.String(), data });

/** Ok with the list's full size beside `data` (the §7 (the calls it makes) rule: "or the whole body with totalCount"). */
export const OkWithTotal = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Literal(1), msg: Type.String(), data, totalCount: Type.Integer() });

/** A route's replies: the success shape, and the error envelope for client and server errors. */
export const replies = <T extends TSchema>(ok: T) => ({ 200: ok, '4xx': ErrorReply, '5xx': ErrorReply });

/**
 * Query or body parameters. A parameter with a `default` may be left out by the caller (the schema
 * does not list it as required) but is always present after validation, so its type is not optional.
 */
export function Params<T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> {
  const schema: TObject<T> = Type.Object(properties, options);
  // Widened to a plain list: TypeBox types `required` as the tuple of the non-optional names.
  const listed = schema as unknown as { required?: string[] };
  const required = (listed.required ?? []).filter((name) => !('default' in properties[name]));
  if (required.length > 0) listed.required = required;
  else delete listed.required;
  return schema;
}

/** A text parameter of at most `max` characters (numbers sent in JSON become text). */
export const Text = (max: number, options: SchemaOptions = {}) => Type.String({ maxLength: max, ...options });

/** An integer parameter in [min, max]; query strings are coerced ('20' → 20). */
export const Int = (min: number, max: number, options: SchemaOptions = {}) =>
  Type.Integer({ minimum: min, maximum: max, ...options });

/** One of a fixed set of strings (a JSON Schema enum, so the error can list the allowed values). */
export const OneOf = <T extends string>(values: readonly T[], options: SchemaOptions = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** A file's replies (image, PDF): the bytes, documented by media type, sent as they are; errors as JSON. */
export const fileReplies = (...mediaTypes: string[]) => ({
  200: {
    description: 'the file',
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  },
  '4xx': ErrorReply,
  '5xx': ErrorReply,
});

/** true when A and B are the same type. */
export type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only when T is true: `Assert<Equal<A, B>>` ties a schema to a type declared elsewhere. */
export type Assert<T extends true> = T;
