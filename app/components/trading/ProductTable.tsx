import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import type { ProductSummary } from "#core/contracts/investment";
import { formatUsdPrice } from "#core/money";
import { PlainLink } from "~/components/navigation/PlainLink";
import { percentText, productPage, usd } from "~/utils/trading";

/** A list of products: name, class, risk, minimum, fee, 1-year return; a locked one says which tier unlocks it. */
export function ProductTable({ products, caption, compareForm }: { products: ProductSummary[]; caption: string; compareForm?: string }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {compareForm ? <Table.Th scope="col">Compare</Table.Th> : null}
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">Class</Table.Th>
            <Table.Th scope="col">Risk</Table.Th>
            <Table.Th scope="col">Minimum</Table.Th>
            <Table.Th scope="col">Fee a year</Table.Th>
            <Table.Th scope="col">1-year return</Table.Th>
            <Table.Th scope="col">Last price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr key={p.id} data-testid="product-row" data-locked={p.locked ? "true" : "false"}>
              {compareForm ? (
                <Table.Td>
                  <input type="checkbox" name="ids" value={p.id} form={compareForm} aria-label={`Compare ${p.name}`} />
                </Table.Td>
              ) : null}
              <Table.Th scope="row">
                <PlainLink to={productPage(p.id)}>{p.name}</PlainLink>{" "}
                <Text span size="sm" c="dimmed">
                  {p.symbol}
                </Text>
                {p.locked ? (
                  <Badge ml="xs" color="gray" variant="light" className="locked-note">
                    Unlocks at {p.unlockTier}
                  </Badge>
                ) : null}
              </Table.Th>
              <Table.Td>{p.assetClassLabel}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{p.riskLevel} of 5</Table.Td>
              <Table.Td>{usd(p.minimumInvestment)}</Table.Td>
              <Table.Td>{percentText(p.expenseRatio)}</Table.Td>
              <Table.Td>{percentText(p.oneYearReturn)}</Table.Td>
              <Table.Td>{formatUsdPrice(p.lastPrice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
