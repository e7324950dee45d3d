// The AI's analysis: score, complexities (marked when rough, beside the code's own claims), feedback and
// suggestions, all server text shown as text.
import { Callout, Card, H3, H4, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { ComplexityClaims, RoughEstimateNote } from '@/components/complexity-notes';
import { ScoreTag } from '@/components/score-tag';

interface AnalysisResultProps {
  result: Schemas['AnalysisResult'];
  stale: boolean;
  /** Shows a line of the analysed code in the editor (only while the editor holds that code). */
  onGoToLine?: (line: number) => void;
}

export function AnalysisResult({ result, stale, onGoToLine }: AnalysisResultProps) {
  const { t } = useTranslation('practice');
  return (
    <Card className={stale ? 'practice-analysis practice-analysis--stale' : 'practice-analysis'} data-testid="analysis-result">
      <div className="practice-analysis__head">
        <H3 className="practice-analysis__title">{t('analysis.title')}</H3>
        <ScoreTag score={result.score} large />
      </div>
      {stale && (
        <Callout className="practice-analysis__stale" intent="warning" icon="warning-sign" role="status">
          {t('analysis.stale')}
        </Callout>
      )}
      <HTMLTable compact className="practice-analysis__complexity">
        <tbody>
          <tr>
            <th scope="row">{t('analysis.time')}</th>
            <td>
              <code>{result.time_complexity}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('analysis.space')}</th>
            <td>
              <code>{result.space_complexity}</code>
            </td>
          </tr>
        </tbody>
      </HTMLTable>
      <RoughEstimateNote estimate={result.estimate} />
      <ComplexityClaims claims={result.complexity_claims} onGoToLine={onGoToLine} />
      <H4>{t('analysis.feedback')}</H4>
      <p className="practice-analysis__feedback" data-testid="analysis-feedback">
        {result.feedback}
      </p>
      <H4>{t('analysis.suggestions')}</H4>
      {result.optimization_suggestions.length ? (
        <ul className="practice-analysis__suggestions">
          {result.optimization_suggestions.map((suggestion, index) => (
            <li key={index}>{suggestion}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('analysis.noSuggestions')}</p>
      )}
    </Card>
  );
}
