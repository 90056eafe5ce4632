import { FORM_TOAST, Select, usePlatform, useSubmit, type FormProblem } from '@platform/shared-ui';
import { DURATIONS } from './meetings-api';

/** The meeting's length, as the schedule and reschedule forms offer it. */
export function DurationSelect({
  minutes,
  onChange,
}: {
  minutes: number;
  onChange: (minutes: number) => void;
}) {
  return (
    <Select
      label="Duration"
      name="durationMinutes"
      options={DURATIONS.map((duration) => duration.label)}
      value={DURATIONS.find((duration) => duration.minutes === minutes)?.label}
      onChange={(event) =>
        onChange(DURATIONS.find((duration) => duration.label === event.target.value)?.minutes ?? 30)
      }
    />
  );
}

/**
 * The schedule and reschedule forms' send: the answer's message as the success toast, each of its
 * warnings (a clash, say) as a warning toast, then `onDone` and `onClose`.
 */
export function useMeetingSubmit(onDone: () => void, onClose: () => void) {
  const { toast } = usePlatform();
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  async function send(
    problem: FormProblem | null,
    call: () => Promise<{ message: string; warnings: string[] }>,
  ) {
    const answer = await submit(problem, call);
    if (!answer) return;
    for (const warning of answer.warnings) toast(warning, { ...FORM_TOAST, type: 'warning' });
    onDone();
    onClose();
  }
  return { submitting, fieldErrors, send };
}
