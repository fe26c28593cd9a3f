import { Alert } from "#mantine/components/Alert/Alert.mjs";

/** A failure that belongs to the whole form rather than to one field. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" mb="md">
      {message}
    </Alert>
  );
}
