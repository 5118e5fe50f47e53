import { ArrowLeft, ArrowRight, Info, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Form } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { useDesignForEdit } from '../api/get-design-for-edit';
import { StepBasics } from '../design-wizard/components/step-basics';
import { StepDetails } from '../design-wizard/components/step-details';
import { StepTerms } from '../design-wizard/components/step-terms';
import { StepVariants } from '../design-wizard/components/step-variants';
import { UploadProgress } from '../design-wizard/components/upload-progress';
import { WizardStepper } from '../design-wizard/components/wizard-stepper';
import { draftFromDesign, unsupportedColors } from '../design-wizard/draft';
import {
  canGoNext,
  canGoPrevious,
  canSubmit,
  DESIGN_STEPS,
  LAST_STEP,
} from '../design-wizard/step-rules';
import { useDesignSubmit } from '../design-wizard/use-design-submit';
import { useDesignWizard } from '../design-wizard/use-design-wizard';

// The wizard's headings and the notice for an edit of an approved design (docs/decisions/0017).
const TEXTS = {
  title: 'Upload Design',
  editTitle: 'Edit Design',
  intro:
    'Share your artwork with campus. Every design is reviewed by our team before it goes live.',
  editIntro: 'Change your design and send it for review again.',
  droppedColors: (colors: string) =>
    `Not in the shop's color palette, so this edit removes them: ${colors}. Add them again as palette colors if you like.`,
  backToReview:
    'This design is live in the shop. Saving your changes sends it back to review: it leaves the shop until our team approves it again.',
  loadFailed: 'Could not load this design.',
} as const;

function Notice({ children }: { children: string }) {
  return (
    <div
      className="mt-6 flex gap-3 rounded-xl border border-warning-500/40 bg-amber-50 p-4 text-sm text-amber-900"
      role="note"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

/** /dashboard/upload (and ?editId=): the four-step design wizard (spec: seller-admin §2, §4, §5). */
export function UploadDesignPage() {
  const [params] = useSearchParams();
  const editId = params.get('editId');
  const { isAdmin } = useAuth();
  const wizard = useDesignWizard();
  const { form, draft, step, failedStep, advance, previous, replace, goTo } = wizard;
  const { state, busy, submit } = useDesignSubmit(editId);
  const edit = useDesignForEdit(editId);
  const loadedFor = useRef<string | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!edit.data || loadedFor.current === edit.data.design.id) return;
    loadedFor.current = edit.data.design.id;
    replace(draftFromDesign(edit.data.design, edit.data.proofFileUrl));
  }, [edit.data, replace]);

  const scrollUp = () => topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  const onPrevious = () => {
    previous();
    scrollUp();
  };
  /** The form's check passed: Next (the current step) moves on, Submit (every step) sends. */
  const onValid = () => {
    if (step < LAST_STEP) {
      if (!canGoNext(step, busy)) return;
      advance();
      scrollUp();
    } else if (canSubmit(step, draft, busy)) void submit(draft);
  };
  /** Submit goes back to the first step that fails; Next stays with its errors. */
  const onInvalid = () => {
    if (step !== LAST_STEP) return;
    goTo(failedStep.current);
    scrollUp();
  };
  const onSubmit = () => void form.handleSubmit(onValid, onInvalid)();

  const backToReview = Boolean(editId && edit.data?.design.status === 'approved' && !isAdmin);
  const dropped = editId && edit.data ? unsupportedColors(edit.data.design) : [];
  const heading = editId ? TEXTS.editTitle : TEXTS.title;

  return (
    <div ref={topRef} className="scroll-mt-24 space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{heading}</h1>
        <p className="mt-1 text-sm text-zinc-600 sm:text-base">
          {editId ? TEXTS.editIntro : TEXTS.intro}
        </p>
      </div>

      {editId && edit.isPending ? (
        <Card aria-busy="true" aria-label="Loading design">
          <CardContent className="space-y-4">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-28 w-full" />
          </CardContent>
        </Card>
      ) : editId && edit.isError ? (
        <FormAlert>
          {errorMessage(edit.error, TEXTS.loadFailed)}{' '}
          <Link to="/dashboard/upload-history" className="underline">
            Back to upload history
          </Link>
        </FormAlert>
      ) : (
        <Card>
          <div className="border-b border-zinc-100 p-5 sm:p-6">
            <WizardStepper step={step} />
          </div>
          <CardContent>
            <Form
              form={form}
              onValid={onValid}
              onInvalid={onInvalid}
              aria-label={DESIGN_STEPS[step].title}
            >
              <h2 className="mb-5 text-lg font-semibold text-ink-900">
                {DESIGN_STEPS[step].title}
              </h2>
              <fieldset disabled={busy} className="min-w-0">
                {step === 0 ? <StepBasics /> : null}
                {step === 1 ? <StepDetails {...wizard} /> : null}
                {step === 2 ? <StepVariants {...wizard} /> : null}
                {step === 3 ? <StepTerms {...wizard} /> : null}
              </fieldset>

              {step === 2 && dropped.length > 0 ? (
                <Notice>{TEXTS.droppedColors(dropped.join(', '))}</Notice>
              ) : null}

              {step === LAST_STEP && backToReview ? (
                <div
                  className="mt-6 flex gap-3 rounded-xl border border-warning-500/40 bg-amber-50 p-4 text-sm text-amber-900"
                  role="note"
                >
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <p>{TEXTS.backToReview}</p>
                </div>
              ) : null}

              {state.phase !== 'idle' ? (
                <div className="mt-6">
                  <UploadProgress state={state} onRetry={onSubmit} />
                </div>
              ) : null}

              <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 pt-5">
                <Button
                  variant="secondary"
                  onClick={onPrevious}
                  disabled={!canGoPrevious(step, busy)}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  Previous
                </Button>
                {step < LAST_STEP ? (
                  <Button type="submit" variant="dark" disabled={!canGoNext(step, busy)}>
                    Next
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Button>
                ) : (
                  <Button type="submit" disabled={!canSubmit(step, draft, busy)} loading={busy}>
                    {busy ? null : <Send className="size-4" aria-hidden="true" />}
                    {editId ? 'Save changes' : 'Submit design'}
                  </Button>
                )}
              </div>
            </Form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

export default UploadDesignPage;
