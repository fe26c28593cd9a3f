import { useState } from "react";
import type { FormFeedback } from "~/session/session.server";
import { Field } from "~/components/forms/Field";
import { PasswordChecklist } from "./PasswordChecklist";

/** requirements §5: password and confirmation, with the live four-rule checklist. */
export function NewPasswordFields({ feedback }: { feedback: FormFeedback | null }) {
  const [password, setPassword] = useState("");
  return (
    <>
      <Field
        name="password"
        label="Password"
        secret
        autoComplete="new-password"
        serverError={feedback?.fieldErrors.password}
        onValueChange={setPassword}
        data-autofocus
        mb="xs"
      />
      <PasswordChecklist password={password} />
      <Field
        name="matchingPassword"
        label="Confirm password"
        secret
        autoComplete="new-password"
        serverError={feedback?.fieldErrors.matchingPassword}
        mb="lg"
      />
    </>
  );
}
