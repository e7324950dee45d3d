// The model provider: any OpenAI-compatible chat-completions endpoint (OpenAI, DeepSeek, Qwen, Ollama, vLLM…)
// through the `openai` package with `baseURL`. Every call asks for a JSON object (`response_format: json_object`,
// which those servers support, with the shape described in the prompt), validates the answer against the
// contract's shapes, and answers within `timeoutMs` or not at all: no retries, the SDK's own timeout and an abort
// of our own. Whatever goes wrong — timeout, refusal, 429, 5xx, network, malformed or invalid JSON — comes out as
// CoachUnavailable with its reason. The logger hears the method, outcome, duration and token counts, nothing else.
import OpenAI from 'openai';
import type { Lang } from '../../i18n/texts.ts';
import type { z } from 'zod';
import { complexityClassOf, withoutClaims } from '../analyser/index.ts';
import { inThreadAnalyser, type CodeAnalyser } from '../analyser/runner.ts';
import { compareClaims, spaceCauseText, timeCauseText } from '../embedded/claims.ts';
import { readCode, type CodeFacts } from '../embedded/code.ts';
import { issueName } from '../embedded/names.ts';
import { CoachUnavailable, type AnalysisOutput, type Coach, type CoachLogger, type CoachMethod, type InsightsOutput, type OptimiseOutput, type SmartPlanInput, type SmartPlanOutput } from '../types.ts';
import { analysePrompt, hintPrompt, insightsPrompt, optimisePrompt, planPrompt, type Prompt, type StaticAnalysis } from './prompts.ts';
import { analysisAnswer, hintAnswer, insightsAnswer, optimiseAnswer, planAnswer } from './schemas.ts';

export const DEFAULT_TIMEOUT_MS = 55_000;

export interface ModelOptions {
  /** The endpoint's base URL, e.g. https://api.deepseek.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Not every server needs one (Ollama, vLLM). */
  apiKey?: string;
  model: string;
  /** The most a call may take, everything included (default 55 000 ms: the client waits 60 s). */
  timeoutMs?: number;
  /** Per method, where it differs from `timeoutMs` (optimise: the client waits only 15 s). */
  timeouts?: Partial<Record<CoachMethod, number>>;
  logger?: CoachLogger;
  /** Sampling temperature (default 0.2: analyses should not vary much between runs). */
  temperature?: number;
  /** Where the embedded analysis the prompt carries runs (the server: its worker pool); by default the caller's thread. */
  analyser?: CodeAnalyser;
}

type Reason = CoachUnavailable['reason'];

/** Phrases that open a refusal written as prose instead of JSON. */
const REFUSAL = /^\s*(I'?m sorry|I am sorry|sorry|I can(?:'|no)t|I cannot|I won'?t|I will not|I'?m unable|I am unable|as an ai|抱歉|对不起|很抱歉|我不能|我无法)/i;

export function createModelCoach(options: ModelOptions): Coach {
  const budget = (method: CoachMethod) => options.timeouts?.[method] ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey ?? 'not-needed',
    maxRetries: 0,
    // The SDK's own logging could print request details; the coach logs for itself.
    logLevel: 'off',
  });
  const log = options.logger;

  async function ask<S extends z.ZodType>(method: CoachMethod, prompt: Prompt, schema: S, check?: (value: z.output<S>) => string | null): Promise<z.output<S>> {
    const timeoutMs = budget(method);
    const started = Date.now();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let usage: { prompt_tokens?: number; completion_tokens?: number } | undefined;
    const fail = (reason: Reason, detail: Record<string, unknown> = {}): never => {
      log?.warn({ coach: 'model', method, outcome: reason, ms: Date.now() - started, promptTokens: usage?.prompt_tokens, completionTokens: usage?.completion_tokens, ...detail }, 'coach: model call failed');
      throw new CoachUnavailable(reason, `model ${method}: ${reason}`);
    };
    try {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
            response_format: { type: 'json_object' },
            temperature: options.temperature ?? 0.2,
          },
          { signal: controller.signal, timeout: timeoutMs, maxRetries: 0 },
        );
      } catch (error) {
        return fail(...classify(error, timedOut));
      }
      usage = completion.usage ?? undefined;
      const choice = completion.choices?.[0];
      if (!choice) return fail('malformed', { detail: 'no choice' });
      if (choice.finish_reason === 'content_filter') return fail('refused', { detail: 'content_filter' });
      if (choice.message?.refusal) return fail('refused', { detail: 'refusal' });
      if (choice.finish_reason === 'length') return fail('malformed', { detail: 'truncated' });
      const raw: unknown = choice.message?.content;
      const content = typeof raw === 'string' ? raw : '';
      const parsed = parseJson(content);
      if (parsed === undefined) return fail(REFUSAL.test(content) ? 'refused' : 'malformed', { detail: 'not json' });
      if (parsed === null) return fail('malformed', { detail: 'not an object' });
      if (parsed && typeof parsed === 'object' && typeof (parsed as { refusal?: unknown }).refusal === 'string') return fail('refused', { detail: 'refusal' });
      const result = schema.safeParse(parsed);
      // Only the paths of what failed, never the values (they may quote the code).
      if (!result.success) return fail('malformed', { detail: 'shape', paths: result.error.issues.slice(0, 5).map((i) => i.path.join('.')) });
      const problem = check?.(result.data);
      if (problem) return fail('malformed', { detail: problem });
      log?.info({ coach: 'model', method, outcome: 'ok', ms: Date.now() - started, promptTokens: usage?.prompt_tokens, completionTokens: usage?.completion_tokens }, 'coach: model answered');
      return result.data;
    } catch (error) {
      // Anything unforeseen in an answer's handling is still the model's failure, never an unhandled error.
      if (error instanceof CoachUnavailable) throw error;
      return fail('malformed', { detail: error instanceof Error ? error.name : 'unknown' });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async analyse(input): Promise<AnalysisOutput> {
      // The embedded analyser reads the code first: what it found is the model's context, and its reading of the
      // comments is what the model must not see (the claims are blanked) and what the answer is compared with.
      const facts = await readCode(input.code, input.language, options.analyser ?? inThreadAnalyser).catch(() => null);
      const code = facts ? withoutClaims(input.code, facts.claims) : input.code;
      const a = await ask('analyse', analysePrompt({ ...input, code }, facts ? staticAnalysis(facts) : null), analysisAnswer);
      return {
        score: a.score as AnalysisOutput['score'],
        time_complexity: a.time_complexity,
        space_complexity: a.space_complexity,
        feedback: a.feedback,
        optimization_suggestions: a.optimization_suggestions,
        // The model reads the code whole.
        estimate: { precision: 'full' },
        complexity_claims: facts ? claimsAgainst(facts, a.time_complexity, a.space_complexity, input.lang) : [],
        patterns: a.patterns,
        issues: a.issues,
        provider: 'model',
      };
    },

    async hint(input): Promise<string> {
      const h = await ask('hint', hintPrompt(input), hintAnswer);
      return h.hint;
    },

    async optimise(input): Promise<OptimiseOutput> {
      return ask('optimise', optimisePrompt(input), optimiseAnswer);
    },

    async smartPlan(input: SmartPlanInput): Promise<SmartPlanOutput> {
      const offered = new Map(input.candidates.map((c) => [c.problem.id, c]));
      const available = input.candidates.filter((c) => input.includeReview || c.kind === 'new').length;
      const size = { min: Math.min(input.size.min, available), max: Math.min(input.size.max, available) };
      const plan = await ask('smartPlan', planPrompt(input, size), planAnswer, (p) => {
        if (p.picks.length < size.min || p.picks.length > size.max) return 'plan size';
        const ids = new Set<string>();
        for (const pick of p.picks) {
          const candidate = offered.get(pick.problemId);
          if (!candidate) return 'id not offered';
          if (ids.has(pick.problemId)) return 'id repeated';
          if (candidate.kind !== pick.kind) return 'kind';
          if (pick.kind === 'review' && !input.includeReview) return 'review not wanted';
          ids.add(pick.problemId);
        }
        return null;
      });
      return plan;
    },

    async insights(input): Promise<InsightsOutput> {
      const offered = new Set(input.candidates.map((c) => c.id));
      const answer = await ask('insights', insightsPrompt(input), insightsAnswer, (a) => (a.recommended_problem_ids.every((id) => offered.has(id)) ? null : 'id not offered'));
      return { summary: answer.summary, insights: answer.insights, recommendedProblemIds: [...new Set(answer.recommended_problem_ids)] };
    },

    issueName,
  };
}

/** The embedded analysis, as the prompt gives it to the model. */
function staticAnalysis(facts: CodeFacts): StaticAnalysis {
  return {
    time: facts.time,
    space: facts.space,
    timeWhy: timeCauseText(facts.timeCause)?.en ?? null,
    spaceWhy: spaceCauseText(facts.spaceCause)?.en ?? null,
    rough: facts.estimate.precision === 'rough' ? (facts.estimate.reason ?? 'unknown') : null,
  };
}

/**
 * The code's claims against the model's answer. The line to blame is the analyser's, so it is given only where the
 * model found the class the analyser found (a model that answered otherwise has reasons the analyser cannot name).
 */
function claimsAgainst(facts: CodeFacts, time: string, space: string, lang: Lang) {
  const timeClass = complexityClassOf(time);
  const spaceClass = complexityClassOf(space);
  return compareClaims(
    facts.claims,
    { text: time, class: timeClass, cause: timeClass === facts.time ? facts.timeCause : null },
    { text: space, class: spaceClass, cause: spaceClass === facts.space ? facts.spaceCause : null },
    lang,
  );
}

/** The outcome for an error the SDK threw: our own timeout, the SDK's, an HTTP status, or the network. */
function classify(error: unknown, timedOut: boolean): [Reason, Record<string, unknown>] {
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) return ['timeout', {}];
  if (error instanceof OpenAI.APIUserAbortError) return ['timeout', {}];
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 429) return ['rate_limited', { status }];
    // Azure-style moderation answers 400 with the code `content_filter`.
    if (error.code === 'content_filter') return ['refused', { status }];
    return ['error', { status }];
  }
  if (error instanceof OpenAI.APIConnectionError) return ['unreachable', {}];
  // A 200 whose body is not the JSON it claims to be.
  if (error instanceof SyntaxError) return ['malformed', { detail: 'body' }];
  return ['error', { detail: error instanceof Error ? error.name : 'unknown' }];
}

/** What a Markdown fence around the whole reply holds (```json … ```), trimmed; null when there is no fence. */
function fencedBody(text: string): string | null {
  if (text.length < 6 || !text.startsWith('```') || !text.endsWith('```')) return null;
  const body = text.slice(3, -3);
  return (body.slice(0, 4).toLowerCase() === 'json' ? body.slice(4) : body).trim();
}

/**
 * The JSON object in a reply: as is, inside a Markdown fence, or between the first `{` and the last `}` of prose.
 * undefined: no JSON at all; null: JSON that is not an object.
 */
export function parseJson(content: string): unknown {
  const text = content.trim();
  const whole = fencedBody(text) ?? text;
  const first = whole.indexOf('{');
  const last = whole.lastIndexOf('}');
  for (const candidate of [whole, first >= 0 && last > first ? whole.slice(first, last + 1) : null]) {
    if (candidate === null) continue;
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue; // prose around the object: try the part between the braces
    }
    // Valid JSON that is not an object (an array, a string) is the wrong shape, not something to dig into.
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  }
  return undefined;
}
