import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema';
import { validationMessage } from './validation';

/** An ajv error as fastify hands it over with `verbose` on (parentSchema beside it). */
const err = (
  keyword: string,
  instancePath: string,
  parentSchema: Record<string, unknown> = {},
  params: Record<string, unknown> = {},
) => ({ keyword, instancePath, schemaPath: '', params, parentSchema }) as FastifySchemaValidationError;

const CASES: [string, FastifySchemaValidationError[], SchemaErrorDataVar, string][] = [
  ['missing', [err('required', '', {}, { missingProperty: 'market' })], 'querystring', '缺少参数market'],
  [
    'missing header',
    [err('required', '', {}, { missingProperty: 'x-app-version' })],
    'headers',
    '缺少请求头X-App-Version',
  ],
  [
    'integer range',
    [err('maximum', '/pageSize', { type: 'integer', minimum: 1, maximum: 50 })],
    'querystring',
    '参数pageSize应为1到50之间的整数',
  ],
  [
    'integer, lower bound only',
    [err('minimum', '/starttime', { type: 'integer', minimum: 0 })],
    'querystring',
    '参数starttime应为不小于0的整数',
  ],
  [
    'integer, upper bound only',
    [err('type', '/n', { type: 'integer', maximum: 9 })],
    'body',
    '参数n应为不大于9的整数',
  ],
  ['integer, no bounds', [err('type', '/n', { type: 'integer' })], 'body', '参数n应为整数'],
  ['text of the wrong type', [err('type', '/phone', { type: 'string' })], 'body', '参数phone格式错误'],
  [
    'too long',
    [err('maxLength', '/symbol', { type: 'string', maxLength: 20 })],
    'querystring',
    '参数symbol过长',
  ],
  [
    'empty text',
    [err('minLength', '/x-app-version', { type: 'string', minLength: 1 })],
    'headers',
    '缺少请求头X-App-Version',
  ],
  ['one of', [err('enum', '/type', { enum: ['up', 'down'] })], 'querystring', '参数type应为up、down之一'],
  [
    'not a value',
    [err('not', '/limit', { type: 'integer', not: { const: 0 } })],
    'querystring',
    '参数limit不能为0',
  ],
  ['pattern', [err('pattern', '/file', { type: 'string' })], 'params', '路径参数file格式错误'],
  [
    'nested path',
    [err('maxLength', '/medias/0/address', { type: 'string' })],
    'body',
    '参数medias.0.address过长',
  ],
  [
    'a union names itself, not a branch',
    [
      err('type', '/medias', { type: 'array' }),
      err('type', '/medias', { type: 'string' }),
      err('anyOf', '/medias'),
    ],
    'body',
    '参数medias格式错误',
  ],
  ['the whole body', [err('type', '', { type: 'object' })], 'body', '参数格式错误'],
  ['no error at all', [], 'querystring', '参数格式错误'],
];

describe('validationMessage', () => {
  it.each(CASES)('%s', (_name, errors, dataVar, message) => {
    expect(validationMessage(errors, dataVar)).toBe(message);
  });
});
