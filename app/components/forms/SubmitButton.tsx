import type { ButtonProps } from "@mantine/core";
import { Button } from "#mantine/components/Button/Button.mjs";
import { useIsSubmitting } from "remix-validated-form";

/** The form's submit button; it shows progress while the post is under way. */
export function SubmitButton({ children, ...props }: ButtonProps & { children: React.ReactNode }) {
  const submitting = useIsSubmitting();
  return (
    <Button type="submit" loading={submitting} fullWidth size="md" {...props}>
      {children}
    </Button>
  );
}
