import { Alert } from "#mantine/components/Alert/Alert.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Grid } from "#mantine/components/Grid/Grid.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import type { BusinessTaxResponse } from "#core/contracts/tax";
import { BUSINESS_TAX_MESSAGES as M, FILING_STATUS_CHOICES } from "#core/messages/tax";
import { formatUsd } from "#core/money";
import { BUSINESS_ENTITIES, EXPENSE_CATEGORIES, REVENUE_CATEGORIES } from "#core/tax/business";
import { FEDERAL_TAX_YEARS } from "#core/tax/federal-tax-tables";
import { TaxHeader, type TaxHeaderData } from "~/components/tax/FilingWizard";
import { LockedView } from "~/components/tiers/LockedView";
import { servicePage } from "~/content/service-pages.server";
import { readForm, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { UpstreamError } from "~/upstream/errors";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { getFeature } from "~/upstream/investor.server";
import { upstreamFor } from "~/upstream/scope.server";
import { estimateBusiness, scheduleBusinessReminders } from "~/upstream/tax-business.server";
import { centsOf } from "~/utils/investor";
import { pageMeta } from "~/utils/meta";
import { serviceTabs } from "~/utils/service-tabs";
import { BUSINESS_PAGE, businessRequestFrom } from "~/utils/tax-filing";

// Issue "Tax" §3: business tax for Platinum and up. The form is a GET (the figures are in the URL,
// nothing is stored), so it works without JavaScript and can be bookmarked; "Remind me" posts the
// same figures to schedule a notification a week before each estimated payment's due date.

export const meta: MetaFunction = () => pageMeta(`${M.page.title} · My World`, M.page.intro);

const FIELDS = ["taxYear", "entity", "filingStatus", "otherWages", "withholding", "reasonableSalary", "ownershipShare", "priorYearTax", "priorYearAgi", ...REVENUE_CATEGORIES.map((c) => `revenue.${c}`), ...EXPENSE_CATEGORIES.map((c) => `expenses.${c}`)];

function taxHeader(membership: string): TaxHeaderData {
  const content = servicePage("tax");
  return { title: content.title, tagline: content.tagline, membership, tabs: serviceTabs("tax").map(({ key, label }) => ({ key, label })) };
}

/** The form's values from a query or a post: the known fields only, each cut to a sane length. */
function valuesOf(source: Record<string, string>): Record<string, string> {
  return Object.fromEntries(FIELDS.filter((f) => typeof source[f] === "string" && source[f] !== "").map((f) => [f, source[f]!.slice(0, 40)]));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const header = taxHeader(user.membership);
  const access = await orErrorPage(getFeature(upstream, "business-tax"));
  if (!access.open) return data({ header, view: "locked" as const, locked: access.message }, { status: 403 });
  const values = valuesOf(Object.fromEntries(new URL(request.url).searchParams));
  if (!values.entity) return { header, view: "form" as const, values, result: null, problem: null };
  try {
    const result = await estimateBusiness(upstream, businessRequestFrom(values) as never);
    return { header, view: "form" as const, values, result, problem: null };
  } catch (error) {
    // Figures the API refuses (422): said above the form, which keeps what was typed.
    if (error instanceof UpstreamError && error.status === 422) return data({ header, view: "form" as const, values, result: null, problem: error.serverMessage ?? error.message }, { status: 422 });
    return orErrorPage(Promise.reject(error));
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const values = valuesOf(await readForm(request));
  const session = await getSession(request, context);
  const back = `${BUSINESS_PAGE}?${new URLSearchParams(values).toString()}`;
  const upstream = upstreamFor(request, context, { token });
  try {
    const answer = await scheduleBusinessReminders(upstream, businessRequestFrom(values) as never);
    flashNotice(session, { type: "success", message: answer.message ?? M.remindersScheduled(answer.data.reminders?.length ?? 0) });
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 422 || error.status === 403)) {
      flashNotice(session, { type: "error", message: error.serverMessage ?? error.message });
    } else {
      return orBack(Promise.reject(error), () => redirectWithSession(session, context, back));
    }
  }
  return redirectWithSession(session, context, back);
}

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

function Money({ name, label, values }: { name: string; label: string; values: Record<string, string> }) {
  return <TextInput name={name} label={label} defaultValue={values[name] ?? ""} inputMode="decimal" leftSection="$" placeholder="0.00" maxLength={20} />;
}

function Results({ result }: { result: BusinessTaxResponse }) {
  const rows: Array<[string, string]> = [
    ["Revenue", usd(result.revenue)],
    ["Expenses entered", usd(result.expenses)],
    ["Profit", usd(result.profit)],
  ];
  if (result.entity === "c_corporation") rows.push(["Corporate tax at 21 %", usd(result.corporateTax)]);
  else if (result.entity === "s_corporation") {
    rows.push(["Your salary (W-2)", usd(result.salary)], ["Payroll taxes on it (both halves)", usd(result.payrollTaxes)], ["Distribution", usd(result.distribution)]);
  } else {
    rows.push(["Self-employment income (Schedule C)", usd(result.selfEmploymentIncome)], ["Self-employment tax", usd(result.selfEmploymentTax)]);
  }
  if (result.entity !== "c_corporation") rows.push(["Your federal tax with the business", usd(result.individualTax)], ["Without it", usd(result.individualTaxWithoutBusiness)]);
  return (
    <Card withBorder padding="lg" radius="md" aria-labelledby="business-results" data-testid="business-results">
      <Title order={2} size="h4" id="business-results" mb="sm">
        {M.page.results}
      </Title>
      <Table fz="sm" mb="md">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5" mb="xs">
        Quarterly estimated payments
      </Title>
      <Text size="sm" mb="xs">
        Safe harbor: {result.safeHarbour.text}, {usd(result.safeHarbour.required)} in all.
      </Text>
      <Table fz="sm" mb="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.payments.map((p) => (
            <Table.Tr key={p.quarter}>
              <Table.Td>{p.quarter} of 4</Table.Td>
              <Table.Td>{p.dueDate}</Table.Td>
              <Table.Td ta="right">{usd(p.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.notes.map((note) => (
        <Text size="xs" c="dimmed" key={note}>
          {note}
        </Text>
      ))}
    </Card>
  );
}

export default function BusinessTaxPage() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  if (page.view === "locked") {
    return (
      <>
        <TaxHeader header={page.header} current="business" />
        <LockedView area={page.header.title} message={page.locked} />
      </>
    );
  }
  const { values, result, problem } = page;
  return (
    <>
      <TaxHeader header={page.header} current="business" />
      <section aria-labelledby="business-title" aria-busy={navigation.state !== "idle"}>
        <Title order={2} id="business-title" mb="xs">
          {M.page.title}
        </Title>
        <Text mb="md">{M.page.intro}</Text>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Form method="get" action={BUSINESS_PAGE} aria-labelledby="business-title">
              {problem ? (
                <Alert color="red" variant="light" role="alert" mb="md">
                  {problem}
                </Alert>
              ) : null}
              <Stack>
                <Group grow align="flex-start">
                  <NativeSelect name="taxYear" label="Tax year" defaultValue={values.taxYear ?? String(FEDERAL_TAX_YEARS[FEDERAL_TAX_YEARS.length - 1])} data={FEDERAL_TAX_YEARS.map(String)} />
                  <NativeSelect name="entity" label="Entity" defaultValue={values.entity ?? "sole_proprietorship"} data={BUSINESS_ENTITIES.map((e) => ({ value: e, label: M.entities[e]! }))} />
                  <NativeSelect
                    name="filingStatus"
                    label="Your filing status"
                    defaultValue={values.filingStatus ?? "single"}
                    data={[...FILING_STATUS_CHOICES]}
                  />
                </Group>
                <fieldset className="form-fieldset">
                  <legend>Revenue</legend>
                  <Group grow align="flex-start">
                    {REVENUE_CATEGORIES.map((c) => (
                      <Money key={c} name={`revenue.${c}`} label={M.revenue[c]!} values={values} />
                    ))}
                  </Group>
                </fieldset>
                <fieldset className="form-fieldset">
                  <legend>Expenses</legend>
                  <div className="tax-grid">
                    {EXPENSE_CATEGORIES.map((c) => (
                      <Money key={c} name={`expenses.${c}`} label={M.expenses[c]!} values={values} />
                    ))}
                  </div>
                </fieldset>
                <fieldset className="form-fieldset">
                  <legend>You and last year</legend>
                  <div className="tax-grid">
                    <Money name="otherWages" label="Your wages from elsewhere" values={values} />
                    <Money name="withholding" label="Income tax withheld from them" values={values} />
                    <Money name="reasonableSalary" label="S corporation: your salary" values={values} />
                    <TextInput name="ownershipShare" label="Partnership: your share (%)" defaultValue={values.ownershipShare ?? ""} placeholder="100" inputMode="decimal" maxLength={6} />
                    <Money name="priorYearTax" label="Last year's total tax" values={values} />
                    <Money name="priorYearAgi" label="Last year's AGI" values={values} />
                  </div>
                </fieldset>
                <Group>
                  <Button type="submit">{M.page.calculate}</Button>
                </Group>
              </Stack>
            </Form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {result ? (
              <Stack>
                <Results result={result} />
                <Form method="post" action={`${BUSINESS_PAGE}?${new URLSearchParams(values).toString()}`}>
                  {Object.entries(values).map(([name, value]) => (
                    <input type="hidden" name={name} value={value} key={name} />
                  ))}
                  <Button type="submit" variant="light" loading={navigation.state === "submitting"}>
                    {M.page.remind}
                  </Button>
                </Form>
              </Stack>
            ) : (
              <Text c="dimmed">Enter your figures and choose Calculate.</Text>
            )}
          </Grid.Col>
        </Grid>
      </section>
    </>
  );
}
