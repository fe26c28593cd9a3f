import { Group } from "#mantine/components/Group/Group.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { forgotEmailSchema, newPasswordSchema } from "#core/auth";
import { DIALOG_WIDTH } from "#core/constants";
import type { AuthView } from "~/session/auth-view.server";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CodeStep } from "./CodeStep";
import { IntentButton, PageField } from "./DialogForms";
import { DialogShell } from "./DialogShell";
import { NewPasswordFields } from "./NewPasswordFields";

const emailValidator = withZod(forgotEmailSchema);
const passwordValidator = withZod(newPasswordSchema);
const ACTION = "/auth/forgot-password";

/** requirements §2, §4 Forgot Password: email → code → new password, with Cancel and Update Password. */
export function ForgotPasswordDialog({ view, opened = true }: { view: AuthView; opened?: boolean }) {
  const { step, email } = view.forgot;
  const feedback = view.feedback;
  const emailStep = feedback?.form === "forgot-email" ? feedback : null;
  const passwordStep = feedback?.form === "forgot-password" ? feedback : null;
  const cancel = (
    <IntentButton action={ACTION} intent="cancel" page={view.page} className="link-button">
      Cancel
    </IntentButton>
  );
  return (
    <DialogShell title="Reset your password" width={DIALOG_WIDTH.signIn} closeTo={view.page} closeOnEscape={view.area === "world"} opened={opened} inDialogChunk>
      {step === 3 ? (
        <>
          <IntentButton action={ACTION} intent="back" page={view.page} className="back-arrow" label="Back to sign in">
            ←
          </IntentButton>
          <Text c="dimmed" mb="lg">
            Enter the email address of your account and we will send you a code to set a new password.
          </Text>
          <FormError message={emailStep?.formError} />
          <ValidatedForm key={emailStep?.id} validator={emailValidator} method="post" action={ACTION} id="forgot-email-form" defaultValues={emailStep?.values ?? { email }} noValidate preventScrollReset>
            <input type="hidden" name="intent" value="email" />
            <PageField page={view.page} />
            <Field name="email" label="Email" autoComplete="email" serverError={emailStep?.fieldErrors.email} data-autofocus mb="lg" />
            <SubmitButton>Send Code</SubmitButton>
          </ValidatedForm>
          <Group justify="center" mt="md">
            {cancel}
          </Group>
        </>
      ) : step === 4 ? (
        <>
          <CodeStep action={ACTION} page={view.page} formName="forgot-code" sentTo={email} resendInSeconds={view.forgot.resendInSeconds} feedback={feedback} />
          <Group justify="center" mt="md">
            {cancel}
          </Group>
        </>
      ) : (
        <>
          <IntentButton action={ACTION} intent="back" page={view.page} className="back-arrow" label="Back">
            ←
          </IntentButton>
          <Text c="dimmed" mb="lg">
            Choose a new password for {email}.
          </Text>
          <FormError message={passwordStep?.formError} />
          <ValidatedForm key={passwordStep?.id} validator={passwordValidator} method="post" action={ACTION} id="forgot-password-form" noValidate preventScrollReset>
            <input type="hidden" name="intent" value="password" />
            <PageField page={view.page} />
            <NewPasswordFields feedback={passwordStep} />
            <SubmitButton>Update Password</SubmitButton>
          </ValidatedForm>
          <Group justify="center" mt="md">
            {cancel}
          </Group>
        </>
      )}
    </DialogShell>
  );
}
