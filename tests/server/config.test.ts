// The environment is read once; a wrong value stops the start with a message naming the variable.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../../server/config.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
};

describe('configuration', () => {
  it('needs nothing: the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8000, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:8000', databaseUrl: undefined, jwtSecret: undefined, smtpUrl: undefined, ai: undefined, leetcodeSite: 'cn' });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable, and treats an empty one as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://algocoach.example.com/',
      DATABASE_URL: 'postgres://u:p@db/algocoach',
      DATABASE_POOL_SIZE: '8',
      DATA_DIR: '/var/lib/algocoach',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'AlgoCoach <hi@example.com>',
      AI_BASE_URL: 'https://api.deepseek.com/v1',
      AI_API_KEY: 'sk-1',
      AI_MODEL: 'deepseek-chat',
      LEETCODE_SITE: 'com',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({ port: 9000, databasePoolSize: 8, publicUrl: 'https://algocoach.example.com', dataDir: '/var/lib/algocoach', ai: { baseUrl: 'https://api.deepseek.com/v1', apiKey: 'sk-1', model: 'deepseek-chat' }, leetcodeSite: 'com', logLevel: 'info' });
  });

  it('names each wrong variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', DATABASE_POOL_SIZE: '0', JWT_SECRET: 'short', SMTP_URL: 'http://mail', LEETCODE_SITE: 'jp' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'JWT_SECRET', 'SMTP_URL', 'LEETCODE_SITE']);
    expect(problems.join('\n')).toContain('postgres://');
    expect(problemsOf({ AI_BASE_URL: 'https://api.example.com/v1' })).toEqual([expect.stringMatching(/^AI_BASE_URL and AI_MODEL: set both/)]);
  });

  it('the server refuses to start on a wrong value, saying which', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, PORT: '70000' }, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT:');
    expect(run.stderr).not.toMatch(/at \w+ \(/);
  });

  it('README documents every variable in its configuration table', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Administrators'));
    for (const name of CONFIG_VARIABLES) expect([name, table.includes(`\`${name}\``)]).toEqual([name, true]);
  });
});
