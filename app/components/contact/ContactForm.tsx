import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Textarea } from "#mantine/components/Textarea/Textarea.mjs";
import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm } from "remix-validated-form";
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, CONTACT_TOPIC_LABELS, contactFormSchema } from "#core/contact";
import { CONTACT_PAGE_COPY as COPY } from "#core/messages/contact";
import { BotCheck } from "~/components/auth/BotCheck";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";

const validator = withZod(contactFormSchema);

function TopicField({ serverError }: { serverError?: string }) {
  const { error, getInputProps } = useField("topic");
  return (
    <NativeSelect
      {...(getInputProps({}) as object)}
      label={COPY.topic}
      error={error ?? serverError}
      data={[{ value: "", label: "Choose a topic" }, ...CONTACT_TOPICS.map((t) => ({ value: t, label: CONTACT_TOPIC_LABELS[t] }))]}
    />
  );
}

function MessageField({ serverError }: { serverError?: string }) {
  const { error, getInputProps } = useField("message");
  return (
    <Textarea
      {...(getInputProps({}) as object)}
      label={COPY.message}
      description={COPY.messageHelp}
      autosize
      minRows={6}
      maxLength={CONTACT_MESSAGE_MAX}
      error={error ?? serverError}
      mt="md"
    />
  );
}

/** The Contact us form: checked as it is typed with JavaScript, by the server without. */
export function ContactForm({ defaults, refusal }: {
  defaults: { name: string; email: string };
  /** The server's refusal of the last post, with what was written. */
  refusal: { fieldErrors: Record<string, string>; formError?: string; values: Record<string, string> } | null;
}) {
  const errors = refusal?.fieldErrors ?? {};
  return (
    <ValidatedForm validator={validator} method="post" noValidate defaultValues={{ ...defaults, topic: "", message: "", ...refusal?.values } as Record<string, string>}>
      <FormError message={refusal?.formError} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <Field name="name" label={COPY.name} autoComplete="name" serverError={errors.name} />
        <Field name="email" label={COPY.email} type="email" autoComplete="email" serverError={errors.email} />
      </SimpleGrid>
      <div style={{ marginTop: "var(--mantine-spacing-md)" }}>
        <TopicField serverError={errors.topic} />
      </div>
      <MessageField serverError={errors.message} />
      {/* Out of sight and out of the tab order: only a bot fills it in. */}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {COPY.honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <BotCheck />
      <SubmitButton mt="lg" fullWidth={false}>
        {COPY.send}
      </SubmitButton>
    </ValidatedForm>
  );
}
