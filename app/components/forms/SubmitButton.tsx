import { Button, type ButtonProps } from "@mantine/core";
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
