import { Card } from "#mantine/components/Card/Card.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { Link } from "@remix-run/react";
import { Fragment } from "react";
import type { Holding } from "#core/contracts/portfolio";
import { PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { signedUsd } from "~/utils/portfolio";
import { percentText, productPage, usd } from "~/utils/trading";

const COLUMNS = 8;

/** Each holding with its figures, and below it the open lots behind it (a disclosure that works without JavaScript). */
export function HoldingsTable({ holdings }: { holdings: readonly Holding[] }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="holdings-title">
      <Title order={3} id="holdings-title" mb="sm">
        Holdings
      </Title>
      <Table.ScrollContainer minWidth={820}>
        <Table data-testid="holdings-table" verticalSpacing="xs">
          <caption className="visually-hidden">Your holdings, each with its open lots</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Product</Table.Th>
              <Table.Th scope="col" ta="right">Units</Table.Th>
              <Table.Th scope="col" ta="right">Average cost</Table.Th>
              <Table.Th scope="col" ta="right">Cost basis</Table.Th>
              <Table.Th scope="col" ta="right">Price</Table.Th>
              <Table.Th scope="col" ta="right">Market value</Table.Th>
              <Table.Th scope="col" ta="right">Unrealized gain</Table.Th>
              <Table.Th scope="col" ta="right">Gain %</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holdings.map((h) => (
              <Fragment key={h.productId}>
                <Table.Tr data-testid="holding-row" data-product={h.productId}>
                  <Table.Th scope="row">
                    <Link to={productPage(h.productId)}>{h.name}</Link>{" "}
                    <Text span size="sm" c="dimmed">
                      {h.symbol}
                    </Text>
                  </Table.Th>
                  <Table.Td ta="right" data-testid="holding-units">{h.units}</Table.Td>
                  <Table.Td ta="right">${h.averageCost}</Table.Td>
                  <Table.Td ta="right" data-testid="holding-cost">{usd(h.costBasis)}</Table.Td>
                  <Table.Td ta="right">${h.price}</Table.Td>
                  <Table.Td ta="right" data-testid="holding-value">{usd(h.marketValue)}</Table.Td>
                  <Table.Td ta="right">{signedUsd(h.unrealizedGain)}</Table.Td>
                  <Table.Td ta="right">{percentText(h.unrealizedGainPercent)}</Table.Td>
                </Table.Tr>
                <Table.Tr className="lots-row">
                  <Table.Td colSpan={COLUMNS}>
                    <details data-testid="lots" data-product={h.productId}>
                      <summary>
                        Lots of {h.symbol} ({h.lots.length})
                      </summary>
                      {h.lots.length === 0 ? (
                        <Text size="sm">{COPY.noLots}</Text>
                      ) : (
                        <table className="data-table figures-table lots-table">
                          <caption className="visually-hidden">Open lots of {h.name}, oldest first</caption>
                          <thead>
                            <tr>
                              <th scope="col">Acquired</th>
                              <th scope="col">Units</th>
                              <th scope="col">Cost</th>
                            </tr>
                          </thead>
                          <tbody>
                            {h.lots.map((l) => (
                              <tr key={l.id} data-testid="lot-row">
                                <th scope="row">{l.acquiredAt}</th>
                                <td>{l.units}</td>
                                <td>{usd(l.cost)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      )}
                    </details>
                  </Table.Td>
                </Table.Tr>
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
