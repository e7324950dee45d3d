// The form that makes today's plan: how much time there is, with or without review, quick or smart (AI).
import { Button, Callout, Classes, FormGroup, Intent, Radio, RadioGroup, Switch, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLAN_TIME_CHOICES } from '@/lib/constants';
import { useErrorText } from '@/lib/error-text';
import { usePreferences } from '@/lib/preferences';
import { PLAN_GENERATOR_DEFAULTS, planGeneratorSchema, quickPlanBody, smartPlanBody, type PlanGeneratorValues } from './plan-generator-schema';
import { GENERATE_PLAN_TIMEOUT_MS } from '@/api/queries/plans/generate-plan';
import { GENERATE_SMART_PLAN_TIMEOUT_MS } from '@/api/queries/plans/generate-smart-plan';
import { AiProgress } from '@/components/ai-progress';
import { GOAL_NOTE_MAX, todayIn } from './plan-logic';
import type { usePlanGenerator } from './use-plan-generator';

interface PlanGeneratorProps {
  generator: ReturnType<typeof usePlanGenerator>;
  /** Shown when a plan exists and the learner may close the form again. */
  onClose?: () => void;
}

export function PlanGenerator({ generator, onClose }: PlanGeneratorProps) {
  const { t } = useTranslation('dashboard');
  const describe = useErrorText();
  const { timezone, language } = usePreferences();
  const { control, handleSubmit, formState } = useForm<PlanGeneratorValues>({
    resolver: zodResolver(planGeneratorSchema),
    defaultValues: PLAN_GENERATOR_DEFAULTS,
  });

  const submit = (smart: boolean) =>
    handleSubmit((values) => {
      const targetDate = todayIn(timezone);
      generator.run({
        quick: quickPlanBody(values, targetDate),
        smart: smart ? smartPlanBody(values, targetDate, language) : undefined,
      });
    });

  const goalError = formState.errors.goal_note?.message;

  return (
    <form className="plan-generator" aria-label={t('generator.title')} onSubmit={(event) => event.preventDefault()}>
      <Controller
        control={control}
        name="available_minutes"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t('generator.time.label')}
            name="plan-minutes"
            inline
            disabled={generator.running}
            selectedValue={String(field.value)}
            onChange={(event) => field.onChange(Number(event.currentTarget.value))}
            className="plan-generator__times"
          >
            {PLAN_TIME_CHOICES.map((choice) => (
              <Radio key={choice.minutes} value={String(choice.minutes)} label={t(`generator.time.choice.${choice.minutes}`, { problems: choice.problems })} />
            ))}
            {fieldState.error?.message ? <span className={Classes.TEXT_MUTED}>{t(fieldState.error.message)}</span> : <></>}
          </RadioGroup>
        )}
      />
      <Controller
        control={control}
        name="include_review"
        render={({ field }) => (
          <Switch
            checked={field.value}
            disabled={generator.running}
            label={t('generator.includeReview')}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Controller
        control={control}
        name="goal_note"
        render={({ field }) => (
          <FormGroup
            label={t('generator.goalNote.label')}
            labelFor="plan-goal-note"
            labelInfo={t('generator.goalNote.info')}
            helperText={goalError ? t(goalError, { max: GOAL_NOTE_MAX }) : t('generator.goalNote.helper', { max: GOAL_NOTE_MAX })}
            intent={goalError ? Intent.DANGER : Intent.NONE}
          >
            <TextArea
              id="plan-goal-note"
              fill
              rows={2}
              disabled={generator.running}
              intent={goalError ? Intent.DANGER : Intent.NONE}
              placeholder={t('generator.goalNote.placeholder')}
              {...field}
              inputRef={field.ref}
            />
          </FormGroup>
        )}
      />

      {generator.running ? (
        // A fallback starts a quick plan with its own time limit: a new progress (key) for it.
        <AiProgress
          key={generator.phase}
          label={t(`generator.running.${generator.phase}`)}
          timeoutMs={generator.phase === 'smart' ? GENERATE_SMART_PLAN_TIMEOUT_MS : GENERATE_PLAN_TIMEOUT_MS}
          onCancel={generator.cancel}
        />
      ) : (
        <div className="plan-generator__actions">
          <Button intent={Intent.PRIMARY} icon="flash" text={t('generator.quick')} onClick={submit(false)} />
          <Button intent={Intent.PRIMARY} variant="outlined" icon="predictive-analysis" text={t('generator.smart')} onClick={submit(true)} />
          {onClose && <Button variant="minimal" text={t('common:actions.cancel')} onClick={onClose} />}
        </div>
      )}

      {generator.error != null && !generator.running && (
        <Callout intent={Intent.DANGER} icon="error" title={t('generator.failed')} role="alert">
          {describe(generator.error)}
        </Callout>
      )}
    </form>
  );
}
