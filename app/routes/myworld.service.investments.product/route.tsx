import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { formatDateTime } from "#core/format";
import { ASSET_CLASS_LABELS, ASSET_CLASSES } from "#core/trading";
import { INVESTMENT_NOTICES } from "#core/messages/investment";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import { ProductTable } from "~/components/trading/ProductTable";
import { useTimeZone } from "~/hooks/use-time-zone";
import { readForm, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { orErrorPage } from "~/upstream/failure.server";
import { getBrowseHistory, getWatchlist, listProducts, orRefusal, removeFromWatchlist } from "~/upstream/investment.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { pageMeta } from "~/utils/meta";
import { CATALOGUE_SIZE, catalogueHref, catalogueQuery, COMPARE_PAGE, isProductId, PRODUCTS_PAGE, productPage } from "~/utils/trading";

// Issue "Trading" §1: the catalogue. Search, the class and risk filters, the sort and the page are
// the URL's keys (a GET form, so it works without JavaScript and from a link); the member's
// watchlist and the products they viewed last are beside it. Compare takes 2 to 4 ticked rows.

export const meta: MetaFunction = () => pageMeta("Investment products · My World", "Search the investment products by name, class and risk; compare them and keep a watchlist.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const query = catalogueQuery(new URL(request.url).searchParams);
  const [products, watchlist, history] = await orErrorPage(Promise.all([listProducts(upstream, query, CATALOGUE_SIZE), getWatchlist(upstream), getBrowseHistory(upstream)]));
  return { header: investmentsHeader(user.membership), query, products, watchlist: watchlist.items, history: history.items };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const back = catalogueHref(catalogueQuery(new URL(request.url).searchParams));
  if (form.intent !== "unwatch" || !isProductId(form.productId)) {
    flashNotice(session, { type: "error", message: "Nothing to do: choose a product." });
    return redirectWithSession(session, context, back);
  }
  const done = await orRefusal(removeFromWatchlist(upstream, form.productId));
  flashNotice(session, done.ok ? { type: "success", message: INVESTMENT_NOTICES.removedFromWatchlist } : { type: "error", message: done.message });
  return redirectWithSession(session, context, back);
}

const SORT_LABELS = { name: "Name (A–Z)", return1y: "1-year return (best first)", fee: "Fee (lowest first)" } as const;

export default function ProductsPage() {
  const { header, query, products, watchlist, history } = useLoaderData<typeof loader>();
  const timeZone = useTimeZone();
  const busy = useNavigation().state === "loading";
  const lastPage = Math.max(1, Math.ceil(products.total / products.size));
  return (
    <>
      <InvestmentsHeader header={header} current="product" />
      <Title order={2} mb="xs">
        Investment products
      </Title>
      <Text mb="md">Search the catalogue, compare up to four products, and add the ones you choose to your station.</Text>
      <Stack gap="xl">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="catalogue-title">
          <Title order={3} id="catalogue-title" mb="sm">
            Catalogue
          </Title>
          <Form method="get" action={PRODUCTS_PAGE} role="search" aria-label="Search the products">
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
              <TextInput name="q" label="Search" defaultValue={query.q} maxLength={100} placeholder="Name, symbol or class" />
              <NativeSelect
                name="assetClass"
                label="Asset class"
                defaultValue={query.assetClass ?? ""}
                data={[{ value: "", label: "All classes" }, ...ASSET_CLASSES.map((c) => ({ value: c, label: ASSET_CLASS_LABELS[c] }))]}
              />
              <NativeSelect
                name="risk"
                label="Risk level"
                defaultValue={query.risk === null ? "" : String(query.risk)}
                data={[{ value: "", label: "Any risk" }, ...[1, 2, 3, 4, 5].map((r) => ({ value: String(r), label: `${r} of 5` }))]}
              />
              <NativeSelect name="sort" label="Sort by" defaultValue={query.sort} data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))} />
            </SimpleGrid>
            <Group mt="md">
              <Button type="submit" loading={busy}>
                Show products
              </Button>
              <Link to={PRODUCTS_PAGE}>Clear</Link>
            </Group>
          </Form>
          <Text role="status" mt="md" mb="xs" data-testid="product-count">
            {products.total === 0 ? "No product matches. Try another search or filter." : `${products.total} product${products.total === 1 ? "" : "s"}, page ${products.page} of ${lastPage}`}
          </Text>
          {products.items.length > 0 ? (
            <>
              <ProductTable products={products.items} caption="Products" compareForm="compare-form" />
              <Form method="get" action={COMPARE_PAGE} id="compare-form">
                <Group mt="sm">
                  <Button type="submit" variant="default">
                    Compare the ticked products
                  </Button>
                  <Text size="sm" c="dimmed">
                    Tick 2 to 4.
                  </Text>
                </Group>
              </Form>
            </>
          ) : null}
          {lastPage > 1 ? (
            <Group mt="md" component="nav" aria-label="Catalogue pages">
              {products.page > 1 ? <Link to={catalogueHref(query, { page: products.page - 1 })}>Previous page</Link> : null}
              {products.page < lastPage ? <Link to={catalogueHref(query, { page: products.page + 1 })}>Next page</Link> : null}
            </Group>
          ) : null}
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="watchlist-title">
          <Title order={3} id="watchlist-title" mb="sm">
            Your watchlist
          </Title>
          {watchlist.length === 0 ? (
            <Text>Nothing on your watchlist yet. Add a product from its page.</Text>
          ) : (
            <ul className="plain-list" aria-labelledby="watchlist-title" data-testid="watchlist">
              {watchlist.map((p) => (
                <li key={p.id}>
                  <Group justify="space-between">
                    <Link to={productPage(p.id)}>
                      {p.name} ({p.symbol})
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="intent" value="unwatch" />
                      <input type="hidden" name="productId" value={p.id} />
                      <Button type="submit" size="xs" variant="default" aria-label={`Remove ${p.name} from your watchlist`}>
                        Remove
                      </Button>
                    </Form>
                  </Group>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="history-title">
          <Title order={3} id="history-title" mb="sm">
            Recently viewed
          </Title>
          {history.length === 0 ? (
            <Text>The products you open appear here.</Text>
          ) : (
            <ol className="plain-list" aria-labelledby="history-title" data-testid="browse-history">
              {history.map((h) => (
                <li key={h.product.id}>
                  <Link to={productPage(h.product.id)}>
                    {h.product.name} ({h.product.symbol})
                  </Link>{" "}
                  <Text span size="sm" c="dimmed">
                    {formatDateTime(h.viewedAt, timeZone)}
                  </Text>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </Stack>
    </>
  );
}
