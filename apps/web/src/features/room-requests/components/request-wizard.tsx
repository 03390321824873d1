import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title, useMantineTheme } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { currentSemester } from '@cp/contracts/room-requests';
import { errorMessage } from '../../../lib/api-client';
import { useCreateRoomRequest } from '../api/create-room-request';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { useValidateRoomRequest } from '../api/validate-room-request';
import { clearDraft, loadDraft, saveDraft } from '../draft';
import { emptyFormValues, firstStepWithError, spaceStep, stepErrors, toRequest, wizardSteps } from '../form-values';
import { BasicsStep } from './basics-step';
import { DetailsStep } from './details-step';
import { ExtrasStep } from './extras-step';
import { RequestSummary } from './request-summary';
import { SpaceStep } from './space-step';
import { notify } from '../../../lib/notify';

const reviewStep = wizardSteps.length;
const stepViews = [BasicsStep, DetailsStep, SpaceStep, ExtrasStep];

interface RequestWizardProps {
  username: string;
  onSubmitted: (semester: string) => void;
}

/** The four-step wizard, then review and submit. The draft is saved in this browser on every change. */
export function RequestWizard({ username, onSubmitted }: RequestWizardProps) {
  const [draft] = useState(() => loadDraft(username));
  const [step, setStep] = useState(draft?.step ?? 0);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const form = useForm({ initialValues: { ...emptyFormValues(currentSemester()), ...draft?.values } });
  const validation = useValidateRoomRequest();
  const submission = useCreateRoomRequest();
  const hosts = useOrganizationsQuery();
  const values = form.getValues();
  const virtual = values.locationType === 'virtual';
  // On a phone the four labelled steps wrap into a grid; the numbers alone fit on one line, and
  // the heading below names the step.
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });

  useEffect(() => saveDraft(username, { values, step }), [username, values, step]);

  // A new step starts at its heading: scrolled to on a phone, and announced by screen readers.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const next = (from: number) => (from + 1 === spaceStep && virtual ? spaceStep + 1 : from + 1);
  const back = (from: number) => (from - 1 === spaceStep && virtual ? spaceStep - 1 : from - 1);

  const goNext = () => {
    setFailure(null);
    const errors = stepErrors(values, step);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (next(step) < reviewStep) return setStep(next(step));
    // The last step asks the server to check the whole request before the review.
    validation.mutate(toRequest(values), {
      onSuccess: () => setStep(reviewStep),
      onError: (error) =>
        setFailure({ title: 'Failed to validate room reservation', message: errorMessage(error, 'Please try again.') }),
    });
  };

  const submit = () => {
    setFailure(null);
    const errors = stepErrors(values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setStep(firstStepWithError(errors));
      notify({ color: 'red', title: 'Submission failed to validate', message: Object.values(errors)[0] });
      return;
    }
    submission.mutate(toRequest(values), {
      onSuccess: () => {
        clearDraft(username);
        notify({
          color: 'green',
          title: 'Room request submitted',
          message: `"${values.title}" was created.`,
        });
        const semester = values.semester ?? currentSemester();
        form.setValues(emptyFormValues(currentSemester()));
        form.resetDirty();
        setStep(0);
        onSubmitted(semester);
      },
      // Nothing typed is lost: the values and the saved draft stay as they are.
      onError: (error) =>
        setFailure({ title: 'Failed to submit room request', message: errorMessage(error, 'Please try again.') }),
    });
  };

  const startOver = () =>
    modals.openConfirmModal({
      title: 'Start over?',
      children: <Text size="sm">Every answer of this request is cleared, here and in this browser's saved draft.</Text>,
      labels: { confirm: 'Clear answers', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        clearDraft(username);
        form.setValues(emptyFormValues(currentSemester()));
        form.clearErrors();
        setFailure(null);
        setStep(0);
      },
    });

  const StepView = stepViews[step];
  const hostName = hosts.data?.find((org) => org.id === values.host)?.name ?? values.host ?? '';
  return (
    <Stack gap="lg">
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep} wrap={!phone}>
        {wizardSteps.map((s, index) => (
          <Stepper.Step
            key={s.label}
            aria-label={`Step ${index + 1}: ${s.label}`}
            label={phone ? undefined : `Step ${index + 1}`}
            description={phone ? undefined : index === spaceStep && virtual ? 'Skipped for virtual events' : s.label}
            allowStepSelect={index < step && !(index === spaceStep && virtual)}
          />
        ))}
        <Stepper.Completed>{null}</Stepper.Completed>
      </Stepper>
      {phone && virtual && (
        <Text size="sm" c="dimmed">
          Step {spaceStep + 1} ({wizardSteps[spaceStep]!.label}): skipped for virtual events
        </Text>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {step === reviewStep ? 'Review and submit' : `Step ${step + 1} of 4: ${wizardSteps[step]!.label}`}
          </Title>
          {step === reviewStep ? (
            <RequestSummary request={toRequest(values)} hostName={hostName} />
          ) : (
            StepView && <StepView form={form} />
          )}
          {failure && (
            <Alert color="red" title={failure.title} role="alert">
              {failure.message}
            </Alert>
          )}
          <Group justify="space-between">
            <Group gap="sm">
              {step > 0 && (
                <Button variant="default" onClick={() => setStep(step === reviewStep ? back(reviewStep) : back(step))}>
                  Back
                </Button>
              )}
              <Button variant="subtle" color="gray" onClick={startOver}>
                Start over
              </Button>
            </Group>
            {step === reviewStep ? (
              <Button onClick={submit} loading={submission.isPending}>
                Submit Request
              </Button>
            ) : (
              <Button onClick={goNext} loading={validation.isPending}>
                {next(step) === reviewStep ? 'Review' : 'Next'}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Your answers are saved in this browser as you type, so a reload or a closed tab keeps them.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
