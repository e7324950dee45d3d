// The learner's goal for a list: a finish date and minutes a day (or, when it is already their goal, a way to stop).
import { Button, Callout, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { TextField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { PLAN_TIME_CHOICES } from '@/lib/constants';
import { useErrorText } from '@/lib/error-text';
import { formatDate, localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { todayIn } from '@/lib/today';
import { useStudyGoal } from '@/api/queries/lists/get-study-goal';
import { useClearStudyGoal, useSetStudyGoal } from '@/api/queries/lists/set-study-goal';
import { defaultFinishDate, studyGoalSchema, type GoalMinutes, type StudyGoalValues } from '../study-goal-schema';

export function StudyGoalForm({ list }: { list: Schemas['StudyListSummary'] }) {
  const { t } = useTranslation('problems');
  const { language, timezone } = usePreferences();
  const errorText = useErrorText();
  const goal = useStudyGoal();
  const save = useSetStudyGoal();
  const clear = useClearStudyGoal();
  const today = todayIn(timezone);
  const current = goal.data?.goal ?? null;
  const mine = current?.list.id === list.id;
  const { control, handleSubmit } = useForm<StudyGoalValues>({
    resolver: zodResolver(studyGoalSchema(today)),
    values: {
      finish_date: mine ? current.finish_date : defaultFinishDate(today),
      daily_minutes: mine ? current.daily_minutes : 60,
    },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit((values) =>
    save.mutate(
      { list_id: list.id, finish_date: values.finish_date, daily_minutes: values.daily_minutes as GoalMinutes },
      { onSuccess: () => showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('studyList.saved') }) },
    ),
  );

  return (
    <form className="study-goal-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="study-goal-title">
      <h3 id="study-goal-title" className="study-goal-form__title">{t('studyList.goalTitle')}</h3>
      {mine ? (
        <p>{t('studyList.goalCurrent', { date: formatDate(current.finish_date, language), minutes: current.daily_minutes })}</p>
      ) : current ? (
        <p className="muted">{t('studyList.goalOther', { name: localized(current.list.name, language) })}</p>
      ) : null}
      <div className="study-goal-form__fields">
        <TextField control={control} name="finish_date" ns="problems" label={t('studyList.finishDate')} type="date" />
        <SelectField
          control={control}
          name="daily_minutes"
          ns="problems"
          label={t('studyList.dailyMinutes')}
          options={PLAN_TIME_CHOICES.map((choice) => ({ value: choice.minutes, label: t('studyList.minutesOption', { minutes: choice.minutes }) }))}
          parse={Number}
        />
        <div className="study-goal-form__actions">
          <Button type="submit" intent={Intent.PRIMARY} icon="flag" text={t('studyList.save')} loading={save.isPending} />
          {mine && (
            <Button
              icon="cross"
              text={t('studyList.stop')}
              loading={clear.isPending}
              onClick={() => clear.mutate(undefined, { onSuccess: () => showToast({ intent: Intent.PRIMARY, message: t('studyList.stopped') }) })}
            />
          )}
        </div>
      </div>
      {(save.isError || clear.isError) && (
        <Callout intent={Intent.DANGER} role="alert" className="study-goal-form__error">
          {errorText(save.error ?? clear.error)}
        </Callout>
      )}
    </form>
  );
}
