// §4/§5 rules of the practice flow as pure functions: code before analysis, analysis of THIS code before submit.
import type { Schemas } from '@/api/client';

export interface AnalysedCode {
  code: string;
  language: string;
  result: Schemas['AnalysisResult'];
}

export type AnalyzeCheck = { ok: true } | { ok: false; reason: 'needCode' };
export type SubmitCheck = { ok: true; analysisId: string } | { ok: false; reason: 'needCode' | 'needAnalysis' | 'staleAnalysis' };

export function canAnalyze(code: string): AnalyzeCheck {
  return code.trim() ? { ok: true } : { ok: false, reason: 'needCode' };
}

/** Whether the analysis was made for exactly this code in this language. */
export function isAnalysisCurrent(analysis: AnalysedCode | null, code: string, language: string): boolean {
  return analysis !== null && analysis.code === code && analysis.language === language;
}

export function canSubmit(analysis: AnalysedCode | null, code: string, language: string): SubmitCheck {
  if (!code.trim()) return { ok: false, reason: 'needCode' };
  if (!analysis) return { ok: false, reason: 'needAnalysis' };
  if (!isAnalysisCurrent(analysis, code, language)) return { ok: false, reason: 'staleAnalysis' };
  return { ok: true, analysisId: analysis.result.analysis_id };
}
