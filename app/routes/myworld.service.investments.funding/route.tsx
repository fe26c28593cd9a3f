import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useEffect } from "react";
import { useField, ValidatedForm } from "remix-validated-form";
import { bankLinkRequestSchema } from "#core/contracts/investor";
import { formatDateTime } from "#core/format";
import { MESSAGES } from "#core/messages";
import {
  ACCOUNT_TYPE_LABELS,
  INVESTOR_PAGE_COPY as COPY,
  TRANSFER_DIRECTION_LABELS,
  TRANSFER_STATUS_LABELS,
} from "#core/messages/investor";
import { formatUsd } from "#core/money";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import { useTimeZone } from "~/hooks/use-time-zone";
import type { loader as rootLoader } from "~/root";
import { echo, fieldErrorsOf, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession, type FormFeedback } from "~/session/session.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { cancelTransfer, createTransfer, getInvestorAccount, linkBank, listBanks, listTransfers, removeBank } from "~/upstream/investor.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { centsOf, hasPendingTransfer } from "~/utils/investor";
import { bankFormSchema, newIdempotencyKey, postedId, transferFormSchema, transferFromForm } from "~/utils/investor-forms";
import { pageMeta } from "~/utils/meta";
import { freshEachView } from "~/utils/fresh-each-view";

// Issue "Investor accounts for real" §4: linked banks, deposits and withdrawals, cash and the
// transfer history. A page with a pending transfer looks again every few seconds (a revalidation
// with JavaScript, a meta refresh without) until it settles.

const PAGE = "/myworld/service/investments/funding";
const HISTORY_SIZE = 10;
/** How often a page with a pending transfer looks again. */
export const PENDING_REFRESH_SECONDS = 3;

export const meta: MetaFunction = () => pageMeta(`${COPY.fundingTitle} · My World`, COPY.fundingIntro);

// Its form holds a new idempotency key for each view.
export const headers = freshEachView;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const pageParam = new URL(request.url).searchParams.get("page");
  const page = pageParam && /^[1-9][0-9]{0,4}$/.test(pageParam) ? Number(pageParam) : 1;
  const header = investmentsHeader(user.membership);
  const account = await orErrorPage(getInvestorAccount(upstream));
  if (!account.opened) return { header, account, opened: false as const };
  const [banks, transfers] = await orErrorPage(Promise.all([listBanks(upstream), listTransfers(upstream, { page, size: HISTORY_SIZE })]));
  return {
    header,
    account,
    opened: true as const,
    banks,
    transfers,
    // One key per rendering of the form: a double submit sends it twice and books one transfer.
    idempotencyKey: newIdempotencyKey(),
    pending: hasPendingTransfer(transfers.items) || account.cash.pending !== "0.00",
  };
}

const nothingToSubmit = () => data({ message: MESSAGES.nothingToSubmit }, { status: 400 });

/** A refusal the API explains: on its field when it names one ("amount: …"), else on the form. */
function refusalFeedback(error: UpstreamError, fields: readonly string[]) {
  const message = error.serverMessage ?? error.message;
  const [field, ...rest] = message.split(": ");
  if (rest.length > 0 && fields.includes(field!)) return { fieldErrors: { [field!]: rest.join(": ") } };
  return { fieldErrors: {}, formError: message };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const back = () => redirectWithSession(session, context, PAGE);

  switch (form.intent) {
    case "link-bank": {
      // The account number is not given back: it is typed again.
      const values = echo(form, "holderName", "routingNumber", "accountType");
      const parsed = bankLinkRequestSchema.safeParse({
        holderName: form.holderName ?? "",
        routingNumber: form.routingNumber ?? "",
        accountNumber: form.accountNumber ?? "",
        accountType: form.accountType ?? "",
      });
      if (!parsed.success) return redirectWithFeedback(session, context, PAGE, { form: "bank", fieldErrors: fieldErrorsOf(parsed.error), values });
      try {
        await linkBank(upstream, parsed.data);
      } catch (error) {
        if (isTransportFailure(error)) return redirectWithFeedback(session, context, PAGE, { form: "bank", fieldErrors: {}, values });
        if (!(error instanceof UpstreamError) || error.status === null || error.status >= 500 || error.status === 401 || error.status === 403) return orErrorPage(Promise.reject(error));
        return redirectWithFeedback(session, context, PAGE, { form: "bank", values, ...refusalFeedback(error, ["holderName", "routingNumber", "accountNumber", "accountType"]) });
      }
      flashNotice(session, { type: "success", message: MESSAGES.bankLinked });
      return back();
    }
    case "remove-bank": {
      const id = postedId(form.id);
      if (id === null) throw nothingToSubmit();
      await orBack(removeBank(upstream, id), back);
      flashNotice(session, { type: "success", message: MESSAGES.bankRemoved });
      return back();
    }
    case "transfer": {
      const bankId = postedId(form.bankId);
      // The key is given back: a retry after a failed answer must not book the transfer twice.
      const values = echo(form, "bankId", "direction", "amount", "idempotencyKey");
      const read = transferFromForm(form, bankId === null ? [] : [bankId]);
      if (!read.ok) return redirectWithFeedback(session, context, PAGE, { form: "transfer", fieldErrors: read.fieldErrors, formError: read.fieldErrors.form, values });
      const { cents: _cents, ...body } = read.body;
      try {
        await createTransfer(upstream, body);
      } catch (error) {
        if (isTransportFailure(error)) return redirectWithFeedback(session, context, PAGE, { form: "transfer", fieldErrors: {}, values });
        if (!(error instanceof UpstreamError) || error.status === null || error.status >= 500 || error.status === 401 || error.status === 403) return orErrorPage(Promise.reject(error));
        // A refused transfer booked nothing: the next attempt gets a fresh key.
        const { idempotencyKey: _key, ...kept } = values;
        return redirectWithFeedback(session, context, PAGE, { form: "transfer", values: kept, ...refusalFeedback(error, ["bankId", "direction", "amount"]) });
      }
      flashNotice(session, { type: "success", message: body.direction === "deposit" ? MESSAGES.depositRequested : MESSAGES.withdrawalRequested });
      return back();
    }
    case "cancel-transfer": {
      const id = postedId(form.id);
      if (id === null) throw nothingToSubmit();
      try {
        await cancelTransfer(upstream, id);
      } catch (error) {
        if (isTransportFailure(error)) return back();
        // Settled in the meantime, or not a deposit: the API's words say why.
        if (error instanceof UpstreamError && (error.status === 400 || error.status === 409)) {
          flashNotice(session, { type: "error", message: error.serverMessage ?? error.message });
          return back();
        }
        return orErrorPage(Promise.reject(error));
      }
      flashNotice(session, { type: "success", message: MESSAGES.transferCancelled });
      return back();
    }
    default:
      throw nothingToSubmit();
  }
}

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });
const bankValidator = withZod(bankFormSchema);
const transferValidator = withZod(transferFormSchema);

function SelectField({ name, label, options, serverError }: { name: string; label: string; options: Array<{ value: string; label: string }>; serverError?: string }) {
  const { error, getInputProps } = useField(name);
  return <NativeSelect {...(getInputProps({}) as object)} label={label} error={error ?? serverError} data={options} />;
}

/** Looks again every few seconds while a transfer is pending (with JavaScript); the meta refresh in <noscript> does it without. */
function usePendingRefresh(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") revalidate();
    }, PENDING_REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [pending, revalidate, state]);
}

function CashCard({ cash, total }: { cash: { settled: string; pending: string; held: string; available: string }; total: string | null }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="cash-title">
      <Title order={3} id="cash-title" mb="sm">
        {COPY.cashTitle}
      </Title>
      <dl className="figures">
        {total !== null ? (
          <div>
            <dt>{COPY.totalAssets}</dt>
            <dd data-testid="total-assets">{usd(total)}</dd>
          </div>
        ) : null}
        {(["settled", "pending", "held", "available"] as const).map((key) => (
          <div key={key}>
            <dt>{COPY.cash[key]}</dt>
            <dd data-testid={`cash-${key}`}>{usd(cash[key])}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function BankForm({ feedback }: { feedback: FormFeedback | null }) {
  const errors = feedback?.fieldErrors ?? {};
  return (
    <ValidatedForm key={feedback?.id} validator={bankValidator} method="post" noValidate defaultValues={{ accountType: "checking", ...feedback?.values }} id="bank-form">
      <input type="hidden" name="intent" value="link-bank" />
      <FormError message={feedback?.formError} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field name="holderName" label={COPY.holderName} autoComplete="name" serverError={errors.holderName} />
        <Field name="routingNumber" label={COPY.routingNumber} description={COPY.routingHelp} inputMode="numeric" autoComplete="off" serverError={errors.routingNumber} />
        <Field name="accountNumber" label={COPY.accountNumber} description={COPY.accountNumberHelp} inputMode="numeric" autoComplete="off" serverError={errors.accountNumber} />
        <SelectField
          name="accountType"
          label={COPY.accountType}
          options={Object.entries(ACCOUNT_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          serverError={errors.accountType}
        />
      </SimpleGrid>
      <SubmitButton fullWidth={false} mt="md">
        {COPY.linkBank}
      </SubmitButton>
    </ValidatedForm>
  );
}

function TransferForm({ banks, idempotencyKey, feedback }: { banks: Array<{ id: number; holderName: string; accountNumberMasked: string }>; idempotencyKey: string; feedback: FormFeedback | null }) {
  const errors = feedback?.fieldErrors ?? {};
  const echoed = feedback?.values ?? {};
  const defaults = {
    direction: echoed.direction === "withdrawal" ? ("withdrawal" as const) : ("deposit" as const),
    bankId: echoed.bankId ?? String(banks[0]?.id ?? ""),
    amount: echoed.amount ?? "",
  };
  return (
    <ValidatedForm key={feedback?.id} validator={transferValidator} method="post" noValidate defaultValues={defaults} id="transfer-form">
      <input type="hidden" name="intent" value="transfer" />
      <input type="hidden" name="idempotencyKey" value={feedback?.values.idempotencyKey ?? idempotencyKey} />
      <FormError message={feedback?.formError} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField
          name="direction"
          label={COPY.direction}
          options={Object.entries(TRANSFER_DIRECTION_LABELS).map(([value, label]) => ({ value, label }))}
          serverError={errors.direction}
        />
        <SelectField
          name="bankId"
          label={COPY.bank}
          options={banks.map((b) => ({ value: String(b.id), label: `${b.holderName} ${b.accountNumberMasked}` }))}
          serverError={errors.bankId}
        />
        <Field name="amount" label={COPY.amount} description={COPY.amountHelp} inputMode="text" autoComplete="off" serverError={errors.amount} />
      </SimpleGrid>
      <SubmitButton fullWidth={false} mt="md">
        {COPY.sendTransfer}
      </SubmitButton>
    </ValidatedForm>
  );
}

const STATUS_COLOR = { pending: "yellow", settled: "teal", failed: "red", cancelled: "gray" } as const;

export default function FundingPage() {
  const page = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const timeZone = useTimeZone();
  usePendingRefresh(page.opened && page.pending);
  if (!page.opened) {
    return (
      <>
        <InvestmentsHeader header={page.header} current="funding" />
        <Card withBorder padding="xl" radius="md" maw={640}>
          <Title order={2} size="h3" mb="sm">
            {COPY.fundingTitle}
          </Title>
          <Text mb="md">{COPY.noAccount}</Text>
          <Button component={Link} to="/myworld/service/investments/open-account">
            {COPY.openAccount}
          </Button>
        </Card>
      </>
    );
  }
  const { account, banks, transfers, idempotencyKey, pending } = page;
  const bankName = (id: number) => {
    const bank = banks.banks.find((b) => b.id === id);
    return bank ? `${bank.holderName} ${bank.accountNumberMasked}` : "—";
  };
  const lastPage = Math.max(1, Math.ceil(transfers.total / transfers.size));
  return (
    <>
      {pending ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(PENDING_REFRESH_SECONDS)} />
        </noscript>
      ) : null}
      <InvestmentsHeader header={page.header} current="funding" />
      <Title order={2} mb="xs">
        {COPY.fundingTitle}
      </Title>
      <Text mb="lg">{COPY.fundingIntro}</Text>
      {pending ? (
        <Text role="status" c="dimmed" mb="md">
          {COPY.pendingRefresh}
        </Text>
      ) : null}
      <Stack gap="xl">
        <CashCard cash={account.cash} total={account.totalAssets} />

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="transfer-title">
          <Title order={3} id="transfer-title" mb="sm">
            {COPY.transferTitle}
          </Title>
          {banks.banks.length > 0 ? (
            <TransferForm banks={banks.banks} idempotencyKey={idempotencyKey} feedback={feedback?.form === "transfer" ? feedback : null} />
          ) : (
            <Text>{COPY.transferNeedsBank}</Text>
          )}
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="history-title">
          <Title order={3} id="history-title" mb="sm">
            {COPY.historyTitle}
          </Title>
          {transfers.items.length === 0 ? (
            <Text>{COPY.historyEmpty}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-labelledby="history-title">
                <Table.Thead>
                  <Table.Tr>
                    {Object.values(COPY.historyColumns).map((label) => (
                      <Table.Th key={label} scope="col">
                        {label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {transfers.items.map((t) => (
                    <Table.Tr key={t.id} data-testid="transfer-row">
                      <Table.Td>{formatDateTime(t.createdAt, timeZone)}</Table.Td>
                      <Table.Td>{TRANSFER_DIRECTION_LABELS[t.direction]}</Table.Td>
                      <Table.Td>{bankName(t.bankId)}</Table.Td>
                      <Table.Td>{usd(t.amount)}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[t.status]} variant="light">
                          {TRANSFER_STATUS_LABELS[t.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {t.status === "pending" && t.direction === "deposit" ? (
                          <Form method="post">
                            <input type="hidden" name="intent" value="cancel-transfer" />
                            <input type="hidden" name="id" value={t.id} />
                            <Button type="submit" size="xs" variant="default" aria-label={COPY.cancelTransferLabel(usd(t.amount))}>
                              {COPY.cancelTransfer}
                            </Button>
                          </Form>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {lastPage > 1 ? (
            <Group mt="md" component="nav" aria-label={COPY.historyTitle}>
              {transfers.page > 1 ? <Link to={`${PAGE}?page=${transfers.page - 1}`}>{COPY.previousPage}</Link> : null}
              {transfers.page < lastPage ? <Link to={`${PAGE}?page=${transfers.page + 1}`}>{COPY.nextPage}</Link> : null}
            </Group>
          ) : null}
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="banks-title">
          <Title order={3} id="banks-title" mb="sm">
            {COPY.banksTitle}
          </Title>
          {banks.banks.length === 0 ? (
            <Text mb="md">{COPY.banksEmpty}</Text>
          ) : (
            <ul className="bank-list" aria-labelledby="banks-title">
              {banks.banks.map((bank) => (
                <li key={bank.id}>
                  <Group justify="space-between">
                    <Text>
                      <strong>{bank.holderName}</strong> · {ACCOUNT_TYPE_LABELS[bank.accountType]} {bank.accountNumberMasked} · {bank.routingNumber}
                    </Text>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-bank" />
                      <input type="hidden" name="id" value={bank.id} />
                      <Button type="submit" size="xs" variant="default" aria-label={COPY.removeBank(`${bank.holderName} ${bank.accountNumberMasked}`)}>
                        Remove
                      </Button>
                    </Form>
                  </Group>
                </li>
              ))}
            </ul>
          )}
          {banks.banks.length > 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {COPY.removeBankNote}
            </Text>
          ) : null}
          {banks.banks.length < banks.max ? (
            <>
              <Title order={4} mt="md" mb="sm">
                {COPY.addBankTitle}
              </Title>
              <BankForm feedback={feedback?.form === "bank" ? feedback : null} />
            </>
          ) : (
            <Text c="dimmed">{COPY.banksMax(banks.max)}</Text>
          )}
        </Card>
      </Stack>
    </>
  );
}
