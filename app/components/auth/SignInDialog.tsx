import { Anchor } from "#mantine/components/Anchor/Anchor.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { signInSchema } from "#core/auth";
import { DIALOG_WIDTH } from "#core/constants";
import { withDialog } from "~/session/after-sign-in";
import type { AuthView } from "~/session/auth-view.server";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { BotCheck } from "./BotCheck";
import { CodeStep } from "./CodeStep";
import { PageField } from "./DialogForms";
import { DialogShell } from "./DialogShell";

const signInValidator = withZod(signInSchema);

/** requirements §2 Sign In, 'Welcome back': credentials, then the emailed code when needMfa (requirements §4). */
export function SignInDialog({ view, opened = true }: { view: AuthView; opened?: boolean }) {
  const feedback = view.feedback;
  const mine = feedback?.form === "sign-in" ? feedback : null;
  return (
    <DialogShell title="Welcome back" width={DIALOG_WIDTH.signIn} closeTo={view.page} closeOnEscape={view.area === "world"} opened={opened} inDialogChunk>
      {view.signIn.step === 1 ? (
        <CodeStep
          action="/auth/sign-in"
          page={view.page}
          formName="sign-in-code"
          sentTo="the email address on your account"
          resendInSeconds={view.signIn.resendInSeconds}
          feedback={feedback}
        />
      ) : (
        <>
          <Text c="dimmed" mb="lg">
            Sign in to open your world: your profile, your services and your membership.
          </Text>
          <FormError message={mine?.formError} />
          <ValidatedForm
            key={mine?.id}
            validator={signInValidator}
            method="post"
            action="/auth/sign-in"
            id="sign-in-form"
            defaultValues={mine?.values}
            noValidate
            preventScrollReset
          >
            <PageField page={view.page} />
            <Field
              name="username"
              label="Username / Email"
              autoComplete="username"
              serverError={mine?.fieldErrors.username}
              data-autofocus
              mb="md"
            />
            <Field name="password" label="Password" secret autoComplete="current-password" serverError={mine?.fieldErrors.password} mb="xs" />
            <Group justify="flex-end" mb="lg">
              <Anchor component={Link} to={withDialog(view.page, "forgot-password")} size="sm" preventScrollReset>
                Forgot Password?
              </Anchor>
            </Group>
            <BotCheck />
            <SubmitButton>Sign In</SubmitButton>
          </ValidatedForm>
          <Text ta="center" mt="lg" size="sm">
            New to EnPlus World?{" "}
            <Anchor component={Link} to={withDialog(view.page, "sign-up")} preventScrollReset fw={600}>
              Sign Up Now
            </Anchor>
          </Text>
        </>
      )}
    </DialogShell>
  );
}
