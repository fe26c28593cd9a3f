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
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ACCOUNT_KINDS } from "#core/contracts/budgeting";
import { monthLabel } from "#core/budgeting/months";
import { RULE_MATCHES, RULE_MATCH_LABELS } from "#core/budgeting/rules";
import { MESSAGES } from "#core/messages";
import { ACCOUNT_KIND_LABELS, BUDGETING_MESSAGES } from "#core/messages/budgeting";
import { formatUsd } from "#core/money";
import { BUDGETING_PATH, BudgetingHeader, BudgetingLocked } from "~/components/budgeting/BudgetingHeader";
import { MonthSwitcher } from "~/components/budgeting/MonthSwitcher";
import { FormError } from "~/components/forms/FormError";
import type { loader as rootLoader } from "~/root";
import { readForm } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { getSession, type FormFeedback } from "~/session/session.server";
import { budgeting } from "~/upstream/budgeting.server";
import { orErrorPage } from "~/upstream/failure.server";
import { timeZoneOf, upstreamFor } from "~/upstream/scope.server";
import { idFrom, monthFrom, openBudgetingPage, pageFrom, runAndReturn } from "~/utils/budgeting-page.server";
import { centsOf } from "~/utils/investor";
import { pageMeta } from "~/utils/meta";

// Issue "Planning and budgeting" §2: accounts kept elsewhere and their transactions, by month and
// page; adding, editing and deleting by hand; rules that categorise by description.

const PAGE = `${BUDGETING_PATH}/transactions`;
const SIZE = 20;

export const meta: MetaFunction = () => pageMeta("Accounts and transactions · Budgeting · My World", "Your accounts and transactions, month by month.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { upstream, header, locked } = await openBudgetingPage(request, context, "calculators");
  if (locked) return locked;
  const month = monthFrom(request, timeZoneOf(request));
  const page = pageFrom(request);
  const search = new URL(request.url).searchParams;
  const edit = idFrom(search.get("edit") ?? undefined);
  const editAccount = idFrom(search.get("editAccount") ?? undefined);
  const api = budgeting(upstream);
  const [accounts, categories, transactions, rules] = await orErrorPage(Promise.all([api.accounts(), api.categories(), api.transactions({ month, page, size: SIZE }), api.rules()]));
  return { header, view: "page" as const, month, page, accounts, categories, transactions, rules, editing: transactions.items.find((t) => t.id === edit) ?? null, editingAccount: accounts.find((a) => a.id === editAccount) ?? null };
}

const nothingToSubmit = () => data({ message: MESSAGES.nothingToSubmit }, { status: 400 });
/** "1,234.50" or "$-12" as the API takes amounts: "1234.50", "-12". */
const plainAmount = (value: string | undefined) => (value ?? "").replace(/[$,\s]/g, "");

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const api = budgeting(upstreamFor(request, context, { token }));
  const month = /^\d{4}-\d{2}$/.test(form.month ?? "") ? form.month! : "";
  const back = `${PAGE}${month ? `?month=${month}` : ""}`;
  const transactionBody = () => ({
    accountId: idFrom(form.accountId) ?? 0,
    date: form.date ?? "",
    amount: plainAmount(form.amount),
    description: form.description ?? "",
    categoryId: idFrom(form.categoryId),
  });
  const values = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, (form[k] ?? "").slice(0, 200)]));
  switch (form.intent) {
    case "add-account":
      return runAndReturn(session, context, back, () => api.createAccount({ name: form.name ?? "", kind: (form.kind ?? "") as never, openingBalance: plainAmount(form.openingBalance) || "0" }), {
        name: "account",
        values: values("name", "kind", "openingBalance"),
      });
    case "edit-account": {
      const id = idFrom(form.id);
      if (id === null) throw nothingToSubmit();
      return runAndReturn(session, context, back, () => api.updateAccount(id, { name: form.name ?? "", kind: (form.kind ?? "") as never, openingBalance: plainAmount(form.openingBalance) || "0" }), {
        name: "account",
        values: values("name", "kind", "openingBalance"),
      });
    }
    case "delete-account": {
      const id = idFrom(form.id);
      if (id === null) throw nothingToSubmit();
      return runAndReturn(session, context, back, () => api.deleteAccount(id));
    }
    case "add-transaction":
      return runAndReturn(session, context, back, () => api.createTransaction(transactionBody()), { name: "transaction", values: values("accountId", "date", "amount", "description", "categoryId") });
    case "edit-transaction": {
      const id = idFrom(form.id);
      if (id === null) throw nothingToSubmit();
      return runAndReturn(session, context, back, () => api.updateTransaction(id, transactionBody()), { name: "transaction", values: values("accountId", "date", "amount", "description", "categoryId") });
    }
    case "delete-transaction": {
      const id = idFrom(form.id);
      if (id === null) throw nothingToSubmit();
      return runAndReturn(session, context, back, () => api.deleteTransaction(id));
    }
    case "add-rule":
      return runAndReturn(session, context, back, () => api.createRule({ match: (form.match ?? "") as never, pattern: form.pattern ?? "", categoryId: idFrom(form.categoryId) ?? 0 }), {
        name: "rule",
        values: values("match", "pattern", "categoryId"),
      });
    case "delete-rule": {
      const id = idFrom(form.id);
      if (id === null) throw nothingToSubmit();
      return runAndReturn(session, context, back, () => api.deleteRule(id));
    }
    case "apply-rules":
      return runAndReturn(session, context, back, () => api.applyRules());
    default:
      throw nothingToSubmit();
  }
}

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

type PageData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "page" }>;

function AccountsCard({ accounts, month, feedback, editing }: { accounts: PageData["accounts"]; month: string; feedback: FormFeedback | null; editing: PageData["editingAccount"] }) {
  const errors = feedback?.fieldErrors ?? {};
  const v = feedback?.values ?? {};
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="accounts-title">
      <Title order={2} size="h3" id="accounts-title" mb="sm">
        Accounts
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Accounts you keep elsewhere, tracked here; they do not count towards your tier.
      </Text>
      {accounts.length === 0 ? (
        <Text mb="md">{BUDGETING_MESSAGES.noAccounts}</Text>
      ) : (
        <Table striped mb="md" data-testid="accounts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Kind</Table.Th>
              <Table.Th scope="col">Balance</Table.Th>
              <Table.Th scope="col">Transactions</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td>{ACCOUNT_KIND_LABELS[a.kind]}</Table.Td>
                <Table.Td>{usd(a.balance)}</Table.Td>
                <Table.Td>{a.transactionCount}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button component={Link} size="xs" variant="subtle" to={`?month=${month}&editAccount=${a.id}#account-form`} aria-label={`Edit ${a.name}`}>
                      Edit
                    </Button>
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete-account" />
                      <input type="hidden" name="id" value={a.id} />
                      <input type="hidden" name="month" value={month} />
                      <Button type="submit" size="xs" variant="subtle" color="red" aria-label={`Delete ${a.name} and its transactions`}>
                        Delete
                      </Button>
                    </Form>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Form method="post" key={`${feedback?.id ?? ""}${editing?.id ?? ""}`} aria-labelledby="account-form-title" id="account-form">
        <Title order={3} size="h5" id="account-form-title" mb="xs">
          {editing ? `Edit ${editing.name}` : "Add an account"}
        </Title>
        <FormError message={feedback?.formError} />
        <input type="hidden" name="intent" value={editing ? "edit-account" : "add-account"} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <input type="hidden" name="month" value={month} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput name="name" label="Name" required maxLength={60} defaultValue={v.name ?? editing?.name} error={errors.name} />
          <NativeSelect name="kind" label="Kind" defaultValue={v.kind ?? editing?.kind ?? "checking"} data={ACCOUNT_KINDS.map((k) => ({ value: k, label: ACCOUNT_KIND_LABELS[k] }))} error={errors.kind} />
          <TextInput name="openingBalance" label="Opening balance" inputMode="decimal" placeholder="0.00" defaultValue={v.openingBalance ?? editing?.openingBalance} error={errors.openingBalance} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{editing ? "Save account" : "Add account"}</Button>
          {editing ? (
            <Button component={Link} to={`?month=${month}`} variant="default">
              Cancel
            </Button>
          ) : null}
        </Group>
      </Form>
    </Card>
  );
}

function TransactionForm({ page, feedback }: { page: PageData; feedback: FormFeedback | null }) {
  const editing = page.editing;
  const errors = feedback?.fieldErrors ?? {};
  const v = feedback?.values ?? {};
  const title = editing ? `Edit "${editing.description}"` : "Add a transaction";
  return (
    <Form method="post" key={`${feedback?.id ?? ""}${editing?.id ?? ""}`} aria-labelledby="transaction-form-title" id="transaction-form">
      <Title order={3} size="h5" id="transaction-form-title" mb="xs">
        {title}
      </Title>
      <FormError message={feedback?.formError} />
      <input type="hidden" name="intent" value={editing ? "edit-transaction" : "add-transaction"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <input type="hidden" name="month" value={page.month} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
        <NativeSelect name="accountId" label="Account" defaultValue={v.accountId ?? String(editing?.accountId ?? page.accounts[0]?.id ?? "")} data={page.accounts.map((a) => ({ value: String(a.id), label: a.name }))} error={errors.accountId} />
        <TextInput type="date" name="date" label="Date" required defaultValue={v.date ?? editing?.date ?? `${page.month}-01`} error={errors.date} />
        <TextInput name="amount" label="Amount" description="Spending is negative: -12.50" inputMode="decimal" required defaultValue={v.amount ?? editing?.amount} error={errors.amount} />
        <TextInput name="description" label="Description" required maxLength={200} defaultValue={v.description ?? editing?.description} error={errors.description} />
        <NativeSelect
          name="categoryId"
          label="Category"
          defaultValue={v.categoryId ?? String(editing?.categoryId ?? "")}
          data={[{ value: "", label: "By the rules, or none" }, ...page.categories.map((c) => ({ value: String(c.id), label: `${c.group} · ${c.name}` }))]}
          error={errors.categoryId}
        />
      </SimpleGrid>
      <Group mt="sm">
        <Button type="submit">{editing ? "Save transaction" : "Add transaction"}</Button>
        {editing ? (
          <Button component={Link} to={`?month=${page.month}&page=${page.page}`} variant="default">
            Cancel
          </Button>
        ) : null}
      </Group>
    </Form>
  );
}

function TransactionsCard({ page, feedback }: { page: PageData; feedback: FormFeedback | null }) {
  const { transactions, month } = page;
  const pages = Math.max(1, Math.ceil(transactions.total / transactions.size));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="transactions-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="transactions-title">
          Transactions in {monthLabel(month)}
        </Title>
        <Button component="a" href={`${BUDGETING_PATH}/export`} variant="light" download>
          Export all as CSV
        </Button>
      </Group>
      {transactions.items.length === 0 ? (
        <Text mb="md" data-testid="no-transactions">
          {BUDGETING_MESSAGES.noTransactions}
        </Text>
      ) : (
        <Table striped mb="md" data-testid="transactions-table">
          <Table.Caption>
            {transactions.total} in {monthLabel(month)}; page {transactions.page} of {pages}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Description</Table.Th>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Account</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.items.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.date}</Table.Td>
                <Table.Td>{t.description}</Table.Td>
                <Table.Td>{t.categoryName ?? BUDGETING_MESSAGES.uncategorised}</Table.Td>
                <Table.Td>{t.accountName}</Table.Td>
                <Table.Td ta="right">{usd(t.amount)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button component={Link} size="xs" variant="subtle" to={`?month=${month}&page=${transactions.page}&edit=${t.id}#transaction-form`} aria-label={`Edit ${t.description}`}>
                      Edit
                    </Button>
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete-transaction" />
                      <input type="hidden" name="id" value={t.id} />
                      <input type="hidden" name="month" value={month} />
                      <Button type="submit" size="xs" variant="subtle" color="red" aria-label={`Delete ${t.description}`}>
                        Delete
                      </Button>
                    </Form>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 ? (
        <Group component="nav" aria-label="Pages" mb="md">
          {transactions.page > 1 ? <Link to={`?month=${month}&page=${transactions.page - 1}`}>Previous page</Link> : null}
          {transactions.page < pages ? <Link to={`?month=${month}&page=${transactions.page + 1}`}>Next page</Link> : null}
        </Group>
      ) : null}
      {page.accounts.length > 0 ? <TransactionForm page={page} feedback={feedback} /> : null}
    </Card>
  );
}

function RulesCard({ page, feedback }: { page: PageData; feedback: FormFeedback | null }) {
  const errors = feedback?.fieldErrors ?? {};
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="rules-title">
      <Title order={2} size="h3" id="rules-title" mb="sm">
        Rules
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        A rule puts transactions whose description contains, or starts with, some text into a category (capitals aside). Rules run on import and when you apply them.
      </Text>
      {page.rules.length > 0 ? (
        <ul className="plain-list">
          {page.rules.map((r) => (
            <li key={r.id}>
              <Form method="post" className="inline-form">
                Description {RULE_MATCH_LABELS[r.match]} “{r.pattern}” → {r.categoryName}{" "}
                <input type="hidden" name="intent" value="delete-rule" />
                <input type="hidden" name="id" value={r.id} />
                <input type="hidden" name="month" value={page.month} />
                <Button type="submit" size="xs" variant="subtle" color="red" aria-label={`Delete the rule for ${r.pattern}`}>
                  Delete
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" key={feedback?.id}>
        <FormError message={feedback?.formError} />
        <input type="hidden" name="intent" value="add-rule" />
        <input type="hidden" name="month" value={page.month} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect name="match" label="When the description" defaultValue={feedback?.values.match ?? "contains"} data={RULE_MATCHES.map((m) => ({ value: m, label: RULE_MATCH_LABELS[m] }))} error={errors.match} />
          <TextInput name="pattern" label="Text" required maxLength={100} defaultValue={feedback?.values.pattern} error={errors.pattern} />
          <NativeSelect name="categoryId" label="Category" defaultValue={feedback?.values.categoryId} data={page.categories.map((c) => ({ value: String(c.id), label: `${c.group} · ${c.name}` }))} error={errors.categoryId} />
        </SimpleGrid>
        <Button type="submit" mt="sm">
          Add rule
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="apply-rules" />
        <input type="hidden" name="month" value={page.month} />
        <Button type="submit" variant="light" mt="sm">
          Apply rules to uncategorised transactions
        </Button>
      </Form>
    </Card>
  );
}

export default function BudgetingTransactionsPage() {
  const page = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  if (page.view === "locked") return <BudgetingLocked header={page.header} current="transactions" message={page.locked} />;
  return (
    <>
      <BudgetingHeader header={page.header} current="transactions" />
      <Stack gap="lg">
        <MonthSwitcher month={page.month} />
        <AccountsCard accounts={page.accounts} month={page.month} feedback={feedback?.form === "account" ? feedback : null} editing={page.editingAccount} />
        <TransactionsCard page={page} feedback={feedback?.form === "transaction" ? feedback : null} />
        <RulesCard page={page} feedback={feedback?.form === "rule" ? feedback : null} />
      </Stack>
    </>
  );
}
