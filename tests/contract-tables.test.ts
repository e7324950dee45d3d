// @vitest-environment node
// The client's tables that mirror the contract stay equal to it, and the contract to the product spec.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPERATION_TIMEOUTS } from '@/api/operation-timeouts.gen';
import { PREFERENCE_DEFAULTS } from '@/lib/constants';
// @ts-expect-error plain JS module of the project's scripts
import { readContractTimeouts } from '../scripts/gen-api.mjs';

describe('timeouts', () => {
  it('the client table is exactly the contract x-timeout-ms values', () => {
    expect(OPERATION_TIMEOUTS).toEqual(readContractTimeouts());
  });

  it('the contract carries the timeouts of product-spec §9 (operations beyond the spec may add their own)', () => {
    expect(readContractTimeouts()).toMatchObject({
      'GET /problems/{id}/hint': 60000,
      'POST /submissions/analyze': 60000,
      'POST /plans/generate-smart': 60000,
      'GET /progress/ai-insights': 60000,
      'POST /plans/generate': 30000,
    });
  });
});

describe('preferences', () => {
  it('the app defaults equal the contract schema defaults', () => {
    const schema = parse(readFileSync('openapi/components/schemas/Preferences.yaml', 'utf8'));
    // A property's default sits beside it, or in the schema file it refers to.
    const defaultOf = (prop: { default?: unknown; $ref?: string }) =>
      prop.default ?? (prop.$ref ? parse(readFileSync(`openapi/components/schemas/${prop.$ref}`, 'utf8')).default : undefined);
    const defaults = Object.fromEntries(Object.entries<{ default?: unknown; $ref?: string }>(schema.properties).map(([key, prop]) => [key, defaultOf(prop)]));
    expect(defaults).toEqual(PREFERENCE_DEFAULTS);
  });

  it('the defaults are those of product-spec §3', () => {
    expect(PREFERENCE_DEFAULTS).toMatchObject({
      tabSize: 4,
      autoSave: true,
      defaultLanguage: 'python',
      dailyTargetProblems: 3,
      language: 'zh',
      skillLevel: 'beginner',
      darkTheme: false,
      studyReminder: true,
      reviewReminder: true,
      achievementNotification: true,
      emailNotification: false,
    });
  });
});

describe('calls', () => {
  it('the contract has every call of product-spec §7, written exactly as there', () => {
    const doc = parse(readFileSync('openapi/openapi.yaml', 'utf8'));
    const operations = new Set<string>();
    for (const [path, item] of Object.entries<{ $ref: string }>(doc.paths)) {
      const pathItem = parse(readFileSync(`openapi/${item.$ref}`, 'utf8'));
      for (const method of ['get', 'put', 'post', 'delete']) if (pathItem[method]) operations.add(`${method.toUpperCase()} ${path}`);
    }
    const spec = [
      'POST /auth/login', 'POST /auth/register', 'GET /auth/me', 'PUT /auth/me', 'PUT /auth/change-password',
      'GET /problems/', 'GET /problems/{id}', 'GET /problems/{id}/description', 'GET /problems/search', 'GET /problems/random/get',
      'GET /problems/daily/challenge', 'POST /problems/sync/leetcode', 'GET /problems/{id}/hint',
      'GET /plans/today', 'POST /plans/generate', 'POST /plans/generate-smart', 'PUT /plans/{id}', 'GET /plans',
      'POST /submissions/', 'POST /submissions/analyze', 'GET /submissions/', 'GET /submissions/{id}', 'GET /submissions/problem/{id}',
      'GET /submissions/stats/overview', 'DELETE /submissions/{id}', 'POST /submissions/optimize', 'GET /submissions/analysis/patterns',
      'GET /submissions/languages/supported',
      'GET /progress/overview', 'GET /progress/categories', 'GET /progress/difficulty', 'GET /progress/strengths-weaknesses',
      'GET /progress/dashboard', 'GET /progress/charts/score-trend', 'GET /progress/ai-insights',
      'GET /admin/check', 'GET /admin/stats', 'GET /admin/users', 'GET /admin/users/{id}', 'DELETE /admin/users/{id}',
      'POST /admin/users/{id}/toggle-admin', 'POST /admin/users/bulk-delete', 'GET /admin/users/export', 'GET /admin/activity/recent',
    ];
    for (const call of spec) expect(operations, call).toContain(call);
    for (const extra of ['POST /auth/send-verification-code', 'POST /auth/verify-email', 'POST /auth/forgot-password', 'POST /auth/reset-password', 'DELETE /auth/me']) {
      expect(operations, extra).toContain(extra);
    }
  });
});
