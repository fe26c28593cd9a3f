import { Button } from "#mantine/components/Button/Button.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Form, Link } from "@remix-run/react";
import { addMonthsTo, monthLabel } from "#core/budgeting/months";

/** The month a budgeting page shows: the one before, a month picked (a GET form, so it works without JavaScript), the one after. */
export function MonthSwitcher({ month }: { month: string }) {
  const [previous, next] = [addMonthsTo(month, -1), addMonthsTo(month, 1)];
  return (
    <Group justify="space-between" wrap="wrap" component="nav" aria-label="Month">
      <Button component={Link} variant="default" to={`?month=${previous}`}>
        ← {monthLabel(previous)}
      </Button>
      <Form method="get" className="inline-form">
        <Group gap="xs" align="end">
          <TextInput type="month" name="month" label="Month" defaultValue={month} required />
          <Button type="submit" variant="light">
            Show
          </Button>
        </Group>
      </Form>
      <Button component={Link} variant="default" to={`?month=${next}`}>
        {monthLabel(next)} →
      </Button>
    </Group>
  );
}
