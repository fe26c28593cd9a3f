import { Text } from "#mantine/components/Text/Text.mjs";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { z } from "zod";
import { codeSchema } from "#core/auth";
import { CODE_LENGTH, CODE_VALID_MINUTES } from "#core/constants";
import { useCountdown } from "~/hooks/use-countdown";
import type { FormFeedback } from "~/session/session.server";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { IntentButton, PageField } from "./DialogForms";

const codeValidator = withZod(z.object({ code: codeSchema }));

/** requirements §2 Code entry: ENTER THE CODE, Verify, a back arrow and Resend Code after the countdown. */
export function CodeStep({
  action,
  page,
  formName,
  sentTo,
  resendInSeconds,
  feedback,
}: {
  action: string;
  page: string;
  formName: string;
  sentTo: string;
  resendInSeconds: number;
  feedback: FormFeedback | null;
}) {
  const left = useCountdown(resendInSeconds);
  const mine = feedback?.form === formName ? feedback : null;
  return (
    <div className="code-step">
      <IntentButton action={action} intent="back" page={page} className="back-arrow" label="Back">
        ←
      </IntentButton>
      <h3 className="code-step-title">ENTER THE CODE</h3>
      <Text c="dimmed" mb="md">
        We sent a {CODE_LENGTH}-digit code to {sentTo}. It is valid for {CODE_VALID_MINUTES} minutes.
      </Text>
      <FormError message={mine?.formError} />
      <ValidatedForm key={mine?.id} validator={codeValidator} method="post" action={action} id={`${formName}-form`} noValidate preventScrollReset>
        <input type="hidden" name="intent" value="code" />
        <PageField page={page} />
        <Field
          name="code"
          label="Verification code"
          serverError={mine?.fieldErrors.code}
          maxLength={CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          data-autofocus
          mb="md"
        />
        <SubmitButton>Verify</SubmitButton>
      </ValidatedForm>
      <div className="resend" aria-live="polite">
        {left > 0 ? (
          <Text size="sm" c="dimmed">
            You can ask for a new code in {left} s.
          </Text>
        ) : (
          <IntentButton action={action} intent="resend" page={page} className="link-button">
            Resend Code
          </IntentButton>
        )}
      </div>
    </div>
  );
}
