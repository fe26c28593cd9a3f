import { Alert } from "#mantine/components/Alert/Alert.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Textarea } from "#mantine/components/Textarea/Textarea.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MAX_IMPORT_CHARS, type ImportPreview } from "#core/contracts/budgeting";
import { SEPARATORS, SEPARATOR_LABELS } from "#core/budgeting/csv";
import { AMOUNT_FORMATS, AMOUNT_FORMAT_LABELS, DATE_FORMATS, DATE_FORMAT_LABELS } from "#core/budgeting/formats";
import { BUDGETING_MESSAGES } from "#core/messages/budgeting";
import { formatUsd } from "#core/money";
import { BudgetingHeader, BUDGETING_PATH } from "~/components/budgeting/BudgetingHeader";
import { FormError } from "~/components/forms/FormError";
import { LockedView } from "~/components/tiers/LockedView";
import { requireMember } from "~/session/member.server";
import { getSession } from "~/session/session.server";
import { budgeting } from "~/upstream/budgeting.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { idFrom, openBudgetingPage, runAndReturn } from "~/utils/budgeting-page.server";
import { centsOf } from "~/utils/investor";
import { pageMeta } from "~/utils/meta";

// Issue "Planning and budgeting" §2: a bank's CSV in steps, each a form post (no JavaScript
// needed): the file or pasted text → the columns and formats, with a preview of the first rows,
// the bad rows by line and the duplicates counted → confirm, which writes them. The text travels
// in the form between the steps; nothing is stored until the member confirms.

const PAGE = `${BUDGETING_PATH}/import`;

export const meta: MetaFunction = () => pageMeta("Import · Budgeting · My World", "Import transactions from your bank's CSV file.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { upstream, header, locked } = await openBudgetingPage(request, context, "calculators");
  if (locked) return locked;
  const accounts = await orErrorPage(budgeting(upstream).accounts());
  return { header, view: "page" as const, accounts: accounts.map((a) => ({ id: a.id, name: a.name })) };
}

type ActionData = { step: "upload"; error: string; accountId?: string } | { step: "preview"; accountId: number; text: string; preview: ImportPreview; message?: string; error?: string };

const columnOf = (value: string | undefined) => (value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : undefined);

async function readImportForm(request: Request): Promise<Record<string, string> & { text: string }> {
  const values: Record<string, string> = {};
  let text = "";
  try {
    for (const [key, value] of await request.formData()) {
      if (key === "file" && typeof value !== "string") {
        if (value.size > 0 && text === "") text = (await value.text()).slice(0, MAX_IMPORT_CHARS + 1);
      } else if (typeof value === "string" && !(key in values)) values[key] = value;
    }
  } catch {
    // Not a form: every field is then missing.
  }
  if (text === "") text = values.text ?? "";
  return { ...values, text };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readImportForm(request);
  const api = budgeting(upstreamFor(request, context, { token }));
  const accountId = idFrom(form.accountId);
  if (accountId === null) return data<ActionData>({ step: "upload", error: `Account: ${BUDGETING_MESSAGES.accountNotFound}` }, { status: 422 });
  if (form.text.trim() === "") return data<ActionData>({ step: "upload", error: BUDGETING_MESSAGES.importEmpty, accountId: String(accountId) }, { status: 422 });
  const mapping =
    form.intent === "preview-mapped" || form.intent === "confirm"
      ? Object.fromEntries(
          (["date", "description", "amount", "debit", "credit", "category"] as const).map((k) => [k, columnOf(form[k])]).filter(([, v]) => v !== undefined),
        )
      : undefined;
  const choices = {
    accountId,
    text: form.text,
    separator: (SEPARATORS as readonly string[]).includes(form.separator ?? "") ? (form.separator as (typeof SEPARATORS)[number]) : undefined,
    mapping: mapping as never,
    dateFormat: (DATE_FORMATS as readonly string[]).includes(form.dateFormat ?? "") ? (form.dateFormat as (typeof DATE_FORMATS)[number]) : undefined,
    amountFormat: (AMOUNT_FORMATS as readonly string[]).includes(form.amountFormat ?? "") ? (form.amountFormat as (typeof AMOUNT_FORMATS)[number]) : undefined,
  };
  if (form.intent === "confirm") {
    if (choices.separator && choices.mapping && choices.dateFormat && choices.amountFormat) {
      const session = await getSession(request, context);
      return runAndReturn(session, context, `${BUDGETING_PATH}/transactions`, () => api.confirmImport(choices as never));
    }
  }
  try {
    const preview = await api.previewImport(choices);
    return data<ActionData>({ step: "preview", accountId, text: form.text, preview: preview.data, message: preview.message });
  } catch (error) {
    if (isTransportFailure(error)) return data<ActionData>({ step: "upload", error: (error as Error).message, accountId: String(accountId) }, { status: 503 });
    if (error instanceof UpstreamError && (error.status === 422 || error.status === 400 || error.status === 413)) {
      const message = error.serverMessage ?? error.message;
      // A mapping the API refused: the preview again without it, with the words of the refusal.
      if (choices.mapping) {
        try {
          const again = await api.previewImport({ ...choices, mapping: undefined });
          return data<ActionData>({ step: "preview", accountId, text: form.text, preview: again.data, error: message }, { status: 422 });
        } catch {
          // fall through to the upload step
        }
      }
      return data<ActionData>({ step: "upload", error: message, accountId: String(accountId) }, { status: 422 });
    }
    return orErrorPage(Promise.reject(error));
  }
}

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

function UploadStep({ accounts, error, accountId }: { accounts: Array<{ id: number; name: string }>; error?: string; accountId?: string }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="upload-title">
      <Title order={2} size="h3" id="upload-title" mb="sm">
        1. Choose the file
      </Title>
      <FormError message={error} />
      {accounts.length === 0 ? (
        <Text>{BUDGETING_MESSAGES.noAccounts}</Text>
      ) : (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="preview" />
          <Stack>
            <NativeSelect name="accountId" label="Into the account" defaultValue={accountId} data={accounts.map((a) => ({ value: String(a.id), label: a.name }))} />
            <div>
              <label htmlFor="import-file" className="field-label">
                Your bank's CSV file
              </label>
              <input id="import-file" type="file" name="file" accept=".csv,.txt,text/csv,text/plain" />
            </div>
            <Textarea name="text" label="Or paste the file's text" autosize minRows={4} maxRows={12} description="The first line names the columns." />
            <Group>
              <Button type="submit">Preview</Button>
            </Group>
          </Stack>
        </Form>
      )}
    </Card>
  );
}

function PreviewStep({ result }: { result: Extract<ActionData, { step: "preview" }> }) {
  const { preview } = result;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const columns = [{ value: "", label: "(none)" }, ...preview.headers.map((h, i) => ({ value: String(i), label: `${i + 1}. ${h || "(no name)"}` }))];
  const mapValue = (key: keyof ImportPreview["mapping"]) => (preview.mapping[key] === undefined ? "" : String(preview.mapping[key]));
  return (
    <Form method="post" aria-labelledby="mapping-title">
      <input type="hidden" name="accountId" value={result.accountId} />
      <textarea name="text" defaultValue={result.text} hidden readOnly aria-hidden="true" tabIndex={-1} />
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="md" component="section">
          <Title order={2} size="h3" id="mapping-title" mb="sm">
            2. Check the columns and formats
          </Title>
          <FormError message={result.error} />
          <Text size="sm" c="dimmed" mb="sm">
            Found: {SEPARATOR_LABELS[preview.separator]}-separated, dates {preview.dateFormat.detected ? DATE_FORMAT_LABELS[preview.dateFormat.detected] : "not recognised"}
            {preview.dateFormat.ambiguous ? " (could also be read another way: please confirm)" : ""}, amounts {AMOUNT_FORMAT_LABELS[preview.amountFormat.detected]}.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect name="separator" label="Separator" defaultValue={preview.separator} data={SEPARATORS.map((s) => ({ value: s, label: SEPARATOR_LABELS[s] }))} />
            <NativeSelect name="dateFormat" label="Date format" defaultValue={preview.chosen.dateFormat ?? ""} data={[{ value: "", label: "Choose…" }, ...DATE_FORMATS.map((f) => ({ value: f, label: DATE_FORMAT_LABELS[f] }))]} />
            <NativeSelect name="amountFormat" label="Amount format" defaultValue={preview.chosen.amountFormat} data={AMOUNT_FORMATS.map((f) => ({ value: f, label: AMOUNT_FORMAT_LABELS[f] }))} />
            <NativeSelect name="date" label="Date column" defaultValue={mapValue("date")} data={columns} />
            <NativeSelect name="description" label="Description column" defaultValue={mapValue("description")} data={columns} />
            <NativeSelect name="category" label="Category column (optional)" defaultValue={mapValue("category")} data={columns} />
            <NativeSelect name="amount" label="Amount column" description="Or a debit and a credit column" defaultValue={mapValue("amount")} data={columns} />
            <NativeSelect name="debit" label="Debit column (money out)" defaultValue={mapValue("debit")} data={columns} />
            <NativeSelect name="credit" label="Credit column (money in)" defaultValue={mapValue("credit")} data={columns} />
          </SimpleGrid>
          <Group mt="md">
            <Button type="submit" name="intent" value="preview-mapped" variant="light" loading={busy}>
              Update the preview
            </Button>
          </Group>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="preview-title">
          <Title order={2} size="h3" id="preview-title" mb="sm">
            3. Preview
          </Title>
          {preview.mapped ? (
            <>
              <p data-testid="import-counts">
                {preview.counts.total} rows: {preview.counts.toImport} to import, {preview.counts.duplicates} duplicates to skip, {preview.counts.errors} with problems.
              </p>
              {preview.rows.length > 0 ? (
                <Table striped mb="md" data-testid="preview-table">
                  <Table.Caption>The first rows as they will be imported</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Line</Table.Th>
                      <Table.Th scope="col">Date</Table.Th>
                      <Table.Th scope="col">Description</Table.Th>
                      <Table.Th scope="col">Category</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Amount
                      </Table.Th>
                      <Table.Th scope="col">Note</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.rows.map((r) => (
                      <Table.Tr key={r.line}>
                        <Table.Td>{r.line}</Table.Td>
                        <Table.Td>{r.date}</Table.Td>
                        <Table.Td>{r.description}</Table.Td>
                        <Table.Td>{r.category ?? ""}</Table.Td>
                        <Table.Td ta="right">{usd(r.amount)}</Table.Td>
                        <Table.Td>{r.duplicate ? "Duplicate: skipped" : ""}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : null}
              {preview.errors.length > 0 ? (
                <Alert color="orange" variant="light" title={BUDGETING_MESSAGES.importHasErrors(preview.counts.errors)} mb="md">
                  <ul data-testid="import-errors">
                    {preview.errors.map((e) => (
                      <li key={e.line}>{e.message}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              <Button type="submit" name="intent" value="confirm" disabled={preview.counts.valid === 0} loading={busy}>
                Import {preview.counts.toImport} transactions
              </Button>
            </>
          ) : (
            <Text>Choose the date and description columns, an amount column (or a debit and a credit column), and the date format, then update the preview.</Text>
          )}
        </Card>
      </Stack>
    </Form>
  );
}

export default function BudgetingImportPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  return (
    <>
      <BudgetingHeader header={page.header} current="import" />
      <Stack gap="lg">
        {page.view === "locked" ? (
          <LockedView area="Budgeting" message={page.locked} />
        ) : result?.step === "preview" ? (
          <PreviewStep key={JSON.stringify(result.preview.mapping) + result.preview.separator} result={result} />
        ) : (
          <UploadStep accounts={page.accounts} error={result?.error} accountId={result?.accountId} />
        )}
      </Stack>
    </>
  );
}
