import { Button } from "#mantine/components/Button/Button.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Form, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { searchFromFields } from "~/utils/calculators";

const TYPING_PAUSE_MS = 400;

/**
 * A calculator's form: a GET whose fields are the URL's keys, so without JavaScript "Calculate"
 * loads the result. With JavaScript the result follows the typing: after a pause the page
 * navigates to the new URL in place (replace, scroll kept), and the field keeps its focus because
 * the form is not re-rendered from scratch. Another way to the page (a tab, the back button) shows
 * that URL's values.
 */
export function CalculatorForm({ label, children }: { label: string; children: ReactNode }) {
  const submit = useSubmit();
  const location = useLocation();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The searches this form has sent and not yet seen arrive, oldest first. Typing with pauses sends
  // several; one sent earlier can land after a later one was sent, and it is still ours.
  const pending = useRef<string[]>([]);
  const [generation, setGeneration] = useState(0);

  const shown = useRef(location.search);

  // A URL this form did not write (a tab link, back and forward): its values, freshly. Never on
  // the first render, which would throw away what was typed while the page was hydrating.
  useEffect(() => {
    if (location.search === shown.current) return;
    shown.current = location.search;
    const at = pending.current.indexOf(location.search);
    if (at >= 0) {
      // Ours: it and anything sent before it are settled; the form already shows these values.
      pending.current.splice(0, at + 1);
      return;
    }
    pending.current = [];
    setGeneration((g) => g + 1);
  }, [location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (form: HTMLFormElement, replace: boolean) => {
    const search = searchFromFields(new FormData(form).entries()).toString();
    pending.current.push(search ? `?${search}` : "");
    submit(search ? new URLSearchParams(search) : null, { method: "get", replace, preventScrollReset: true });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(form, true), TYPING_PAUSE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    send(event.currentTarget, false);
  };

  return (
    <Form method="get" key={generation} aria-label={label} onChange={onChange} onSubmit={onSubmit} preventScrollReset className="calculator-form" noValidate>
      {children}
      <Group mt="md">
        <Button type="submit" loading={navigation.state === "loading" && navigation.location?.pathname === location.pathname}>
          Calculate
        </Button>
      </Group>
    </Form>
  );
}
