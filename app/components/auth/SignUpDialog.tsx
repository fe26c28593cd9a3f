import { Anchor } from "#mantine/components/Anchor/Anchor.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { newPasswordSchema, signUpDetailsSchema } from "#core/auth";
import { DIALOG_WIDTH } from "#core/constants";
import { withDialog } from "~/session/after-sign-in";
import type { AuthView } from "~/session/auth-view.server";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { BotCheck } from "./BotCheck";
import { CodeStep } from "./CodeStep";
import { IntentButton, PageField } from "./DialogForms";
import { DialogShell } from "./DialogShell";
import { useAvailabilityCheck } from "~/hooks/use-availability-check";
import { NewPasswordFields } from "./NewPasswordFields";

const detailsValidator = withZod(signUpDetailsSchema);
const passwordValidator = withZod(newPasswordSchema);
const STEP_NAMES = ["Your details", "Confirm your email", "Choose a password"] as const;

/** Username and email are checked with the server on blur (requirements §5); submit checks again. */
function AvailabilityField({ name, label, serverError, defaultValue, ...props }: {
  name: "username" | "email";
  label: string;
  serverError?: string;
  defaultValue?: string;
  autoComplete: string;
  description?: string;
  "data-autofocus"?: boolean;
}) {
  const availability = useAvailabilityCheck(name);
  const taken = availability.result?.available === false ? availability.result.message : undefined;
  return (
    <Field
      name={name}
      label={label}
      // No maxLength on the username: requirements §5 answers a long one with 'Username is too long'.
      maxLength={name === "email" ? 50 : undefined}
      serverError={serverError}
      liveError={taken}
      mb="md"
      onBlur={(event) => {
        const value = event.currentTarget.value.trim();
        if (value) void availability.check(value);
      }}
      {...props}
    />
  );
}

/** requirements §2 Sign Up: details → code → password, plus a Sign In link (requirements §4 steps 0, 1, 2). */
export function SignUpDialog({ view, opened = true }: { view: AuthView; opened?: boolean }) {
  const { step } = view.signUp;
  const feedback = view.feedback;
  const details = feedback?.form === "sign-up-details" ? feedback : null;
  const password = feedback?.form === "sign-up-password" ? feedback : null;
  return (
    <DialogShell title="Create your membership" width={DIALOG_WIDTH.signUp} closeTo={view.page} closeOnEscape={view.area === "world"} opened={opened} inDialogChunk>
      <Text size="sm" c="dimmed" mb="md" aria-live="polite">
        Step {step + 1} of 3: {STEP_NAMES[step]}
      </Text>
      {step === 0 ? (
        <>
          <FormError message={details?.formError} />
          <ValidatedForm
            key={details?.id}
            validator={detailsValidator}
            method="post"
            action="/auth/sign-up"
            id="sign-up-details-form"
            defaultValues={details?.values ?? { username: view.signUp.username, email: view.signUp.email, phone: view.signUp.phone }}
            noValidate
            preventScrollReset
          >
            <input type="hidden" name="intent" value="details" />
            <PageField page={view.page} />
            <AvailabilityField
              name="username"
              label="Username"
              description="Letters and digits, up to 20 characters"
              autoComplete="username"
              serverError={details?.fieldErrors.username}
              data-autofocus
            />
            <AvailabilityField name="email" label="Email" autoComplete="email" serverError={details?.fieldErrors.email} />
            <Field
              name="phone"
              label="Phone (optional)"
              autoComplete="tel"
              inputMode="tel"
              maxLength={50}
              serverError={details?.fieldErrors.phone}
              mb="lg"
            />
            <BotCheck />
            <SubmitButton>Send Code</SubmitButton>
          </ValidatedForm>
        </>
      ) : step === 1 ? (
        <CodeStep
          action="/auth/sign-up"
          page={view.page}
          formName="sign-up-code"
          sentTo={view.signUp.email}
          resendInSeconds={view.signUp.resendInSeconds}
          feedback={feedback}
        />
      ) : (
        <>
          <IntentButton action="/auth/sign-up" intent="back" page={view.page} className="back-arrow" label="Back">
            ←
          </IntentButton>
          <FormError message={password?.formError} />
          <ValidatedForm key={password?.id} validator={passwordValidator} method="post" action="/auth/sign-up" id="sign-up-password-form" noValidate preventScrollReset>
            <input type="hidden" name="intent" value="password" />
            <PageField page={view.page} />
            <NewPasswordFields feedback={password} />
            <SubmitButton>Create Account</SubmitButton>
          </ValidatedForm>
        </>
      )}
      <Text ta="center" mt="lg" size="sm">
        Already a member?{" "}
        <Anchor component={Link} to={withDialog(view.page, "sign-in")} preventScrollReset fw={600}>
          Sign In
        </Anchor>
      </Text>
    </DialogShell>
  );
}
