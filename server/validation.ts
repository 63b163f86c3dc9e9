/**
 * Schema validation failures in words: one Chinese sentence naming the parameter, written by the
 * error handler into the call's envelope (§7 (the calls it makes)). The first failure is reported (ajv stops there).
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema';

/** Where a parameter travels, as the message names it. */
const SOURCE_NAMES: Record<SchemaErrorDataVar, string> = {
  querystring: '参数',
  body: '参数',
  params: '路径参数',
  headers: '请求头',
};

interface ParentSchema {
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  not?: { const?: unknown };
}

/** The failing parameter: its path below the request part, e.g. `pageSize` or `medias.0.address`. */
function parameterName(err: FastifySchemaValidationError): string {
  const path = err.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = err.params.missingProperty;
  if (typeof missing === 'string') path.push(missing);
  return path.join('.');
}

function integerRule(schema: ParentSchema): string {
  const { minimum: min, maximum: max } = schema;
  if (min !== undefined && max !== undefined) return `应为${min}到${max}之间的整数`;
  if (min !== undefined) return `应为不小于${min}的整数`;
  if (max !== undefined) return `应为不大于${max}的整数`;
  return '应为整数';
}

export function validationMessage(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): string {
  const source = SOURCE_NAMES[dataVar] ?? '参数';
  // A value matching none of a union's forms: the union's own parameter is named, not a branch's.
  const union = errors.filter((e) => e.keyword === 'anyOf').pop();
  const err = union ?? errors[0];
  if (!err) return `${source}格式错误`;
  const path = parameterName(err);
  // Header names arrive lower case; they are shown in their usual spelling (X-App-Version).
  const name =
    dataVar === 'headers'
      ? path.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase())
      : path;
  if (path === '') return `${source}格式错误`;
  // ajv's `verbose` option puts the failing schema beside the error (see server/app.ts).
  const schema = ((err as { parentSchema?: ParentSchema }).parentSchema ?? {}) as ParentSchema & {
    type?: string;
  };
  switch (err.keyword) {
    case 'required':
      return `缺少${source}${name}`;
    case 'maxLength':
    case 'maxItems':
      return `${source}${name}过长`;
    case 'minLength':
      return `缺少${source}${name}`;
    case 'enum':
      return `${source}${name}应为${(schema.enum ?? []).join('、')}之一`;
    case 'not':
      if (schema.not?.const !== undefined) return `${source}${name}不能为${JSON.stringify(schema.not.const)}`;
      return `${source}${name}格式错误`;
    case 'type':
    case 'minimum':
    case 'maximum':
      if (schema.type === 'integer') return `${source}${name}${integerRule(schema)}`;
      return `${source}${name}格式错误`;
    default:
      return `${source}${name}格式错误`;
  }
}
