// What the analysis says about its own complexities: a rough estimate says so and why, and each complexity the
// code's comments claim is shown beside what the analysis found (the explanation is server text, shown as text).
// Where the code it was made from is in an editor on the same page, a claim the code costs more than offers to
// show the line to blame there.
import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';

export function RoughEstimateNote({ estimate }: { estimate: Schemas['AnalysisEstimate'] }) {
  const { t } = useTranslation('common');
  if (estimate.precision !== 'rough') return null;
  return (
    <Callout className="complexity-note" intent="warning" icon="predictive-analysis" title={t('estimate.roughTitle')} data-testid="rough-estimate" compact>
      {t(`estimate.reason.${estimate.reason ?? 'unknown'}`)}
    </Callout>
  );
}

interface ComplexityClaimsProps {
  claims: Schemas['ComplexityClaim'][];
  /** Shows a line of the analysed code in the page's editor; absent where there is none (or it holds other code). */
  onGoToLine?: (line: number) => void;
}

export function ComplexityClaims({ claims, onGoToLine }: ComplexityClaimsProps) {
  const { t } = useTranslation('common');
  if (!claims.length) return null;
  return (
    <section className="complexity-claims" aria-label={t('claims.title')} data-testid="complexity-claims">
      {claims.map((claim) => {
        const values = { line: claim.line, claimed: claim.claimed, detected: claim.detected, kind: t(`claims.kind.${claim.kind}`) };
        return (
          <Callout
            key={`${claim.kind}-${claim.line}`}
            intent={claim.agrees ? 'success' : 'warning'}
            icon={claim.agrees ? 'tick-circle' : 'warning-sign'}
            title={claim.agrees ? t('claims.agrees', values) : t('claims.differs', values)}
            data-testid={`complexity-claim-${claim.kind}`}
            compact
          >
            {!claim.agrees && <p className="complexity-claims__explanation">{claim.explanation}</p>}
            {!claim.agrees && claim.cost_line !== undefined && onGoToLine && (
              <Button
                className="complexity-claims__go"
                size="small"
                variant="outlined"
                icon="code"
                text={t('claims.goToLine', { line: claim.cost_line })}
                aria-label={t('claims.goToLineLabel', { line: claim.cost_line })}
                onClick={() => onGoToLine(claim.cost_line!)}
                data-testid={`complexity-claim-${claim.kind}-go`}
              />
            )}
          </Callout>
        );
      })}
    </section>
  );
}
