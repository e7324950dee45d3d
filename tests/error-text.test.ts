// @vitest-environment node
// What a user reads for a failed call (product-spec §8): always in the interface language when the server
// follows the contract, the server's own words only when it sent no machine code.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@/api/client';
import { ApiError, errorFromResponse, kindForStatus, type ErrorCode } from '@/api/errors';
import { errorText } from '@/lib/error-text';
import zhCommon from '../locales/zh-CN/common.json';
import enCommon from '../locales/en/common.json';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'zh', resources: { zh: { common: zhCommon }, en: { common: enCommon } }, defaultNS: 'common', interpolation: { escapeValue: false } });
const tFor = (language: 'zh' | 'en') => i18n.getFixedT(language, 'common');
const COMMON = { zh: zhCommon, en: enCommon } as const;

const CODES: ErrorCode[] = parse(readFileSync('openapi/components/schemas/ErrorCode.yaml', 'utf8')).enum;
const SERVER_DETAIL = 'detail in whatever language the server chose';

describe.each(['zh', 'en'] as const)('errorText (%s)', (language) => {
  const t = tFor(language);
  const kinds = COMMON[language].errors.kind;

  it.each(CODES)('the contract code %s is shown in the interface language, never as the server detail', (code) => {
    const text = errorText(t, new ApiError('validation', SERVER_DETAIL, { status: 400, code }));
    expect(text).not.toBe(SERVER_DETAIL);
    expect(text).toBe((COMMON[language].errors.code as Record<string, string>)[code] ?? kinds.validation);
  });

  it.each([
    [400, 'validation_error', kinds.validation],
    [401, 'not_authenticated', kinds.unauthorized],
    [403, 'forbidden', kinds.forbidden],
    [404, 'not_found', kinds.notFound],
    [500, 'internal_error', COMMON[language].errors.code.internal_error],
  ] as const)('a %i with the status-naming code %s reads as its kind', (status, code, expected) => {
    expect(errorText(t, errorFromResponse(status, { detail: SERVER_DETAIL, code }))).toBe(expected);
  });

  it('a 422 list of field issues reads as the validation kind, not the technical messages', () => {
    const error = errorFromResponse(422, { detail: [{ loc: ['query', 'page_size'], msg: 'Input should be less than or equal to 100', type: 'less_than_equal' }] });
    expect(error.fieldErrors).toHaveLength(1);
    expect(errorText(t, error)).toBe(kinds.validation);
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 500, 503])(
    'a %i whose body has neither detail nor message reads Unknown error, while the status still decides the kind',
    (status) => {
      for (const body of [{}, { detail: '' }, { message: null }, { detail: 42, message: ['?'] }, { code: 'not_found' }]) {
        const error = errorFromResponse(status, body);
        expect(error.kind).toBe(kindForStatus(status));
        expect(errorText(t, error)).toBe(kinds.unknown);
      }
      // Either of the two fields is enough for the server's words to be shown.
      expect(errorText(t, errorFromResponse(status, { message: SERVER_DETAIL }))).toBe(SERVER_DETAIL);
      expect(errorText(t, errorFromResponse(status, { detail: SERVER_DETAIL }))).toBe(SERVER_DETAIL);
    },
  );

  it('no response and a timeout read as ours', () => {
    expect(errorText(t, new ApiError('network', NETWORK_ERROR_MESSAGE))).toBe(kinds.network);
    expect(errorText(t, new ApiError('timeout', TIMEOUT_ERROR_MESSAGE))).toBe(kinds.timeout);
  });

  it('an answer without a code shows the server detail, or the kind when there is none', () => {
    expect(errorText(t, errorFromResponse(503, { detail: SERVER_DETAIL }))).toBe(SERVER_DETAIL);
    expect(errorText(t, errorFromResponse(502, '<html>Bad gateway</html>'))).toBe(kinds[kindForStatus(502)]);
    expect(errorText(t, new Error('boom'))).toBe(kinds.unknown);
  });
});
