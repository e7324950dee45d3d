// The form that starts a session: how many problems (1-3), the time limit (25/45/60 min), and where the problems
// come from (unsolved at my level, a category, random).
import { Button, Callout, FormGroup, HTMLSelect, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStartInterview } from '@/api/queries/interviews/start-interview';
import { PROBLEM_CATEGORIES } from '@/lib/constants';
import { useErrorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { INTERVIEW_COUNTS, INTERVIEW_MINUTES, INTERVIEW_SOURCES, START_DEFAULTS, startBody, startSchema, type StartValues } from './start-schema';

export function StartForm() {
  const { t } = useTranslation(['interview', 'common']);
  const describe = useErrorText();
  const navigate = useNavigate();
  const start = useStartInterview();
  const { control, handleSubmit, watch } = useForm<StartValues>({ resolver: zodResolver(startSchema), defaultValues: START_DEFAULTS });
  const source = watch('source');

  const submit = handleSubmit((values) =>
    start.mutate(startBody(values), { onSuccess: (session) => void navigate(paths.interviewSession(session.id)) }),
  );

  return (
    <form className="interview-start" aria-label={t('start.heading')} onSubmit={(event) => void submit(event)}>
      <Controller
        control={control}
        name="problem_count"
        render={({ field }) => (
          <RadioGroup label={t('start.count')} name="interview-count" inline selectedValue={String(field.value)} onChange={(event) => field.onChange(Number(event.currentTarget.value))} disabled={start.isPending}>
            {INTERVIEW_COUNTS.map((count) => (
              <Radio key={count} value={String(count)} label={t('start.countChoice', { count })} />
            ))}
          </RadioGroup>
        )}
      />
      <Controller
        control={control}
        name="minutes"
        render={({ field }) => (
          <RadioGroup label={t('start.minutes')} name="interview-minutes" inline selectedValue={String(field.value)} onChange={(event) => field.onChange(Number(event.currentTarget.value))} disabled={start.isPending}>
            {INTERVIEW_MINUTES.map((minutes) => (
              <Radio key={minutes} value={String(minutes)} label={t('start.minutesChoice', { minutes })} />
            ))}
          </RadioGroup>
        )}
      />
      <Controller
        control={control}
        name="source"
        render={({ field }) => (
          <RadioGroup label={t('start.source')} name="interview-source" inline selectedValue={field.value} onChange={(event) => field.onChange(event.currentTarget.value)} disabled={start.isPending}>
            {INTERVIEW_SOURCES.map((value) => (
              <Radio key={value} value={value} label={t(`start.sources.${value}`)} />
            ))}
          </RadioGroup>
        )}
      />
      {source === 'category' && (
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <FormGroup
              label={t('start.category')}
              labelFor="interview-category"
              intent={fieldState.error ? Intent.DANGER : Intent.NONE}
              helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            >
              <HTMLSelect
                id="interview-category"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
                onBlur={field.onBlur}
                disabled={start.isPending}
                aria-invalid={Boolean(fieldState.error)}
              >
                <option value="" disabled>
                  {t('start.categoryPlaceholder')}
                </option>
                {PROBLEM_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`common:category.${category}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          )}
        />
      )}
      <div>
        <Button type="submit" intent={Intent.PRIMARY} icon="stopwatch" loading={start.isPending} text={t('start.submit')} />
      </div>
      {start.isError && (
        <Callout intent={Intent.DANGER} icon="error" title={t('start.failed')} role="alert">
          {describe(start.error)}
        </Callout>
      )}
    </form>
  );
}
