import { Form, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, CONTACT_TOPIC_LABELS, contactFieldProblems, type ContactFields } from "#core/contact-fields";
import { CONTACT_PAGE_COPY as COPY } from "#core/messages/contact";
import { BotCheck } from "~/components/auth/BotCheck";
import { FormError } from "~/components/forms/FormError";
import { PlainSelect } from "~/components/forms/PlainSelect";
import { PlainSubmitButton } from "~/components/forms/PlainSubmitButton";
import { PlainTextarea } from "~/components/forms/PlainTextarea";
import { PlainTextInput } from "~/components/forms/PlainTextInput";
import { useServerErrorsUntilEdited } from "~/components/forms/use-server-errors-until-edited";

type FieldName = keyof ContactFields;
const FIELDS: FieldName[] = ["name", "email", "topic", "message"];

/** The fields as the form holds them now (the inputs are the source: what was typed before hydration counts). */
function readFields(form: HTMLFormElement): ContactFields {
  const data = new FormData(form);
  const text = (name: FieldName) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), email: text("email"), topic: text("topic"), message: text("message") };
}

const isField = (name: string): name is FieldName => (FIELDS as string[]).includes(name);

/**
 * The Contact us form: checked as it is typed with JavaScript (the rules of core/contact-fields.ts,
 * the ones the server applies), by the server without. A field's problem shows once the field has
 * been left or a send was tried; the server's message for a field shows until that field is edited.
 * No form library: this public page's first load has a budget (issue "Performance, second round" §3);
 * its fields are plain elements, which a server renders in a fraction of the library's time (decision 045).
 */
export function ContactForm({ defaults, refusal }: {
  defaults: { name: string; email: string };
  /** The server's refusal of the last post, with what was written. */
  refusal: { fieldErrors: Record<string, string>; formError?: string; values: Record<string, string> } | null;
}) {
  const initial = { ...defaults, topic: "", message: "", ...refusal?.values };
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [checked, setChecked] = useState<ReadonlySet<FieldName>>(new Set());
  const { serverErrorOf, markEdited } = useServerErrorsUntilEdited<FieldName>(refusal?.fieldErrors);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  const errorOf = (field: FieldName) => (checked.has(field) ? problems[field] : undefined) ?? serverErrorOf(field);
  const recheck = (form: HTMLFormElement) => setProblems(contactFieldProblems(readFields(form)));

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!isField(name)) return;
    markEdited(name);
    recheck(event.currentTarget);
  };
  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!isField(name)) return;
    if (!checked.has(name)) setChecked(new Set(checked).add(name));
    recheck(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const found = contactFieldProblems(readFields(form));
    setProblems(found);
    setChecked(new Set(FIELDS));
    const first = FIELDS.find((field) => found[field]);
    if (!first) return;
    // Nothing is sent while a field is wrong: the first one wrong gets the focus, its message read out.
    event.preventDefault();
    (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  return (
    <Form method="post" noValidate onChange={onChange} onBlur={onBlur} onSubmit={onSubmit}>
      <FormError message={refusal?.formError} />
      <div className="plain-grid sm-2 fields">
        <PlainTextInput name="name" label={COPY.name} autoComplete="name" defaultValue={initial.name} error={errorOf("name")} />
        <PlainTextInput name="email" label={COPY.email} type="email" autoComplete="email" defaultValue={initial.email} error={errorOf("email")} />
      </div>
      <PlainSelect name="topic" label={COPY.topic} defaultValue={initial.topic} error={errorOf("topic")} mt="md">
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {CONTACT_TOPIC_LABELS[topic]}
          </option>
        ))}
      </PlainSelect>
      <PlainTextarea
        name="message"
        label={COPY.message}
        description={COPY.messageHelp}
        minRows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        defaultValue={initial.message}
        error={errorOf("message")}
        mt="md"
      />
      {/* Out of sight and out of the tab order: only a bot fills it in. */}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {COPY.honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <BotCheck />
      <PlainSubmitButton loading={sending} size="md" style={{ marginTop: "var(--mantine-spacing-lg)" }}>
        {COPY.send}
      </PlainSubmitButton>
    </Form>
  );
}
