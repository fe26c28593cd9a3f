import type { ReactNode } from "react";
import { PlainInputFrame, usePlainFieldIds, type PlainFieldText } from "./PlainInputFrame";

/** The chevron at the select's right, drawn over it; clicks go through to the select. */
const CHEVRON = (
  <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true">
    <path d="M4 6l3.5 3.5L11 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * The browser's own select, labelled, in the library's input frame (decision 045): the keyboard,
 * the screen reader and the phone's picker are the platform's. Its `<option>`s are the children.
 */
export function PlainSelect({ name, defaultValue, children, ...text }: PlainFieldText & { name: string; defaultValue?: string; children: ReactNode }) {
  const ids = usePlainFieldIds(text);
  return (
    <PlainInputFrame ids={ids} boxSection={CHEVRON} {...text}>
      <select {...ids.control} name={name} defaultValue={defaultValue}>
        {children}
      </select>
    </PlainInputFrame>
  );
}
