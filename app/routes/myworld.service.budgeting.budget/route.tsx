import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { CATEGORY_KINDS } from "#core/budgeting/categories";
import { monthLabel } from "#core/budgeting/months";
import { MESSAGES } from "#core/messages";
import { BUDGETING_MESSAGES } from "#core/messages/budgeting";
import { asCents, formatUsd } from "#core/money";
import { Bars, BUDGETING_PATH, BudgetingHeader, BudgetingLocked } from "~/components/budgeting/BudgetingHeader";
import { MonthSwitcher } from "~/components/budgeting/MonthSwitcher";
import { FormError } from "~/components/forms/FormError";
import type { loader as rootLoader } from "~/root";
import { readForm } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { getSession, type FormFeedback } from "~/session/session.server";
import { budgeting } from "~/upstream/budgeting.server";
import { orErrorPage } from "~/upstream/failure.server";
import { timeZoneOf, upstreamFor } from "~/upstream/scope.server";
import { idFrom, monthFrom, openBudgetingPage, runAndReturn } from "~/utils/budgeting-page.server";
import { centsOf } from "~/utils/investor";
import { pageMeta } from "~/utils/meta";

// Issue "Planning and budgeting" §2: a month's budget against what was spent, per category, with
// the remaining amount and rollover; the month is in the URL (?month=2026-03).

const PAGE = `${BUDGETING_PATH}/budget`;

export const meta: MetaFunction = () => pageMeta("Budget · Budgeting · My World", "Your budget against your spending, month by month.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { upstream, header, locked } = await openBudgetingPage(request, context, "calculators");
  if (locked) return locked;
  const month = monthFrom(request, timeZoneOf(request));
  const budget = await orErrorPage(budgeting(upstream).budget(month));
  return { header, view: "page" as const, month, budget };
}

const nothingToSubmit = () => data({ message: MESSAGES.nothingToSubmit }, { status: 400 });

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const api = budgeting(upstreamFor(request, context, { token }));
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(form.month ?? "") ? form.month! : "";
  const back = `${PAGE}${month ? `?month=${month}` : ""}`;
  switch (form.intent) {
    case "set-budget": {
      const categoryId = idFrom(form.categoryId);
      if (categoryId === null) throw nothingToSubmit();
      return runAndReturn(session, context, back, () => api.setBudget({ categoryId, month, amount: (form.amount ?? "").replace(/[$,\s]/g, "") }), {
        name: `budget-${categoryId}`,
        values: { amount: (form.amount ?? "").slice(0, 30) },
      });
    }
    case "rollover": {
      const categoryId = idFrom(form.categoryId);
      if (categoryId === null || (form.rollover !== "on" && form.rollover !== "off")) throw nothingToSubmit();
      return runAndReturn(session, context, back, () => api.updateCategory(categoryId, { rollover: form.rollover === "on" }));
    }
    case "add-category":
      return runAndReturn(session, context, back, () => api.createCategory({ name: form.name ?? "", group: form.group ?? "", kind: (form.kind ?? "expense") as never }), {
        name: "category",
        values: { name: (form.name ?? "").slice(0, 60), group: (form.group ?? "").slice(0, 60), kind: (form.kind ?? "").slice(0, 10) },
      });
    case "delete-category": {
      const categoryId = idFrom(form.categoryId);
      if (categoryId === null) throw nothingToSubmit();
      return runAndReturn(session, context, back, () => api.deleteCategory(categoryId));
    }
    default:
      throw nothingToSubmit();
  }
}

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

type PageData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "page" }>;

function BudgetTable({ page, feedback }: { page: PageData; feedback: FormFeedback | null }) {
  const { budget, month } = page;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="budget-title">
      <Title order={2} size="h3" id="budget-title" mb="sm">
        Budget vs actual, {monthLabel(month)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        An amount you set holds for this month and the months after it, until you set another. With rollover on, what is left at the end of a month carries into the next, and overspending reduces it.
      </Text>
      <div className="table-scroll">
        <Table striped data-testid="budget-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Budgeted</Table.Th>
              <Table.Th scope="col" ta="right">
                Carried in
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Spent
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Remaining
              </Table.Th>
              <Table.Th scope="col">Rollover</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {budget.lines.map((line) => {
              const fb = feedback?.form === `budget-${line.categoryId}` ? feedback : null;
              const over = centsOf(line.remaining) < 0;
              return (
                <Table.Tr key={line.categoryId} data-testid={`budget-line-${line.categoryName}`}>
                  <Table.Th scope="row">
                    <Text size="xs" c="dimmed">
                      {line.group}
                    </Text>
                    {line.categoryName}
                  </Table.Th>
                  <Table.Td>
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="intent" value="set-budget" />
                      <input type="hidden" name="categoryId" value={line.categoryId} />
                      <input type="hidden" name="month" value={month} />
                      <Group gap={4} wrap="nowrap" align="start">
                        <TextInput
                          key={fb?.id ?? line.budgeted}
                          name="amount"
                          size="xs"
                          w={110}
                          inputMode="decimal"
                          aria-label={`Budget for ${line.categoryName}`}
                          defaultValue={fb?.values.amount ?? line.budgeted}
                          error={fb?.fieldErrors.amount}
                        />
                        <Button type="submit" size="xs" variant="light" aria-label={`Save the budget for ${line.categoryName}`}>
                          Save
                        </Button>
                      </Group>
                    </Form>
                  </Table.Td>
                  <Table.Td ta="right">{usd(line.carried)}</Table.Td>
                  <Table.Td ta="right">{usd(line.spent)}</Table.Td>
                  <Table.Td ta="right" c={over ? "red" : undefined} data-testid="remaining">
                    {usd(line.remaining)}
                    {over ? <span className="visually-hidden"> (over budget)</span> : null}
                  </Table.Td>
                  <Table.Td>
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="intent" value="rollover" />
                      <input type="hidden" name="categoryId" value={line.categoryId} />
                      <input type="hidden" name="month" value={month} />
                      <input type="hidden" name="rollover" value={line.rollover ? "off" : "on"} />
                      <Button type="submit" size="xs" variant={line.rollover ? "filled" : "default"} aria-pressed={line.rollover} aria-label={`Rollover for ${line.categoryName}: ${line.rollover ? "on" : "off"}`}>
                        {line.rollover ? "On" : "Off"}
                      </Button>
                    </Form>
                  </Table.Td>
                  <Table.Td>
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="intent" value="delete-category" />
                      <input type="hidden" name="categoryId" value={line.categoryId} />
                      <input type="hidden" name="month" value={month} />
                      <Button type="submit" size="xs" variant="subtle" color="red" aria-label={`Delete the category ${line.categoryName}`}>
                        Delete
                      </Button>
                    </Form>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td>{usd(budget.totals.budgeted)}</Table.Td>
              <Table.Td ta="right">{formatUsd(asCents(centsOf(budget.totals.available) - centsOf(budget.totals.budgeted)), { cents: true })}</Table.Td>
              <Table.Td ta="right">{usd(budget.totals.spent)}</Table.Td>
              <Table.Td ta="right">{usd(budget.totals.remaining)}</Table.Td>
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
      <Text size="sm" mt="sm">
        Income this month: {usd(budget.income)}. Spending without a category: {usd(budget.uncategorisedSpent)}.
      </Text>
    </Card>
  );
}

function Figures({ page }: { page: PageData }) {
  const { budget } = page;
  const spending = budget.lines.filter((l) => centsOf(l.spent) !== 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="by-category-title">
        <Title order={2} size="h4" id="by-category-title" mb="sm">
          Spending by category
        </Title>
        {spending.length === 0 ? (
          <Text>{BUDGETING_MESSAGES.noTransactions}</Text>
        ) : (
          <Bars
            label={`Spending by category in ${monthLabel(page.month)}`}
            items={spending.map((l) => ({ key: String(l.categoryId), label: l.categoryName, cents: centsOf(l.spent), text: usd(l.spent), over: centsOf(l.remaining) < 0 }))}
          />
        )}
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="over-time-title">
        <Title order={2} size="h4" id="over-time-title" mb="sm">
          Spending over time
        </Title>
        <Bars label="Spending in the last six months" items={budget.trend.map((p) => ({ key: p.month, label: monthLabel(p.month), cents: centsOf(p.spent), text: usd(p.spent) }))} />
      </Card>
    </SimpleGrid>
  );
}

function CategoryForm({ month, feedback }: { month: string; feedback: FormFeedback | null }) {
  const errors = feedback?.fieldErrors ?? {};
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="category-title">
      <Title order={2} size="h4" id="category-title" mb="sm">
        Add a category
      </Title>
      <Form method="post" key={feedback?.id}>
        <FormError message={feedback?.formError} />
        <input type="hidden" name="intent" value="add-category" />
        <input type="hidden" name="month" value={month} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput name="name" label="Name" required maxLength={60} defaultValue={feedback?.values.name} error={errors.name} />
          <TextInput name="group" label="Group" required maxLength={60} placeholder="Food" defaultValue={feedback?.values.group} error={errors.group} />
          <NativeSelect name="kind" label="Kind" defaultValue={feedback?.values.kind ?? "expense"} data={CATEGORY_KINDS.map((k) => ({ value: k, label: k === "expense" ? "Spending" : "Income" }))} error={errors.kind} />
        </SimpleGrid>
        <Button type="submit" mt="sm">
          Add category
        </Button>
      </Form>
    </Card>
  );
}

export default function BudgetPage() {
  const page = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  if (page.view === "locked") return <BudgetingLocked header={page.header} current="budget" message={page.locked} />;
  return (
    <>
      <BudgetingHeader header={page.header} current="budget" />
      <Stack gap="lg">
        <MonthSwitcher month={page.month} />
        <BudgetTable page={page} feedback={feedback} />
        <Figures page={page} />
        <CategoryForm month={page.month} feedback={feedback?.form === "category" ? feedback : null} />
      </Stack>
    </>
  );
}
