import { forwardRef, type CSSProperties } from "react";
import { PlainInputFrame, usePlainFieldIds, type PlainFieldText } from "./PlainInputFrame";

type PlainTextareaProps = PlainFieldText & {
  name: string;
  /** The rows shown when empty; the box grows with what is written where the browser can size it to its content. */
  minRows: number;
  defaultValue?: string;
  maxLength?: number;
};

/**
 * A labelled text area in plain elements with the library's `Textarea` look (decision 045). The
 * library's grows with its text by measuring it in script after hydration, so without script it
 * was one line high; this one has its rows from the server, and grows in CSS
 * (`field-sizing: content`) where the browser supports it, and scrolls, with a handle to resize
 * it, where not.
 */
export const PlainTextarea = forwardRef<HTMLTextAreaElement, PlainTextareaProps>(function PlainTextarea({ name, minRows, defaultValue, maxLength, ...text }, ref) {
  const ids = usePlainFieldIds(text);
  return (
    <PlainInputFrame ids={ids} {...text}>
      <textarea
        ref={ref}
        {...ids.control}
        name={name}
        rows={minRows}
        style={{ "--plain-rows": minRows } as CSSProperties}
        defaultValue={defaultValue}
        maxLength={maxLength}
      />
    </PlainInputFrame>
  );
});
