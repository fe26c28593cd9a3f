import { lazy } from "react";
import type { FamilySuccessionResponse } from "#core/contracts/family-succession";
import { KEY_PERSON_ROLES } from "#core/estate/family-succession";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";

const CountBarChart = lazy(() => import("~/components/charts/CountBarChart"));

/** The family's roles, who follows in each, and the weight each person carries. */
export function FamilySuccessionResults({ result }: { result: FamilySuccessionResponse }) {
  const holders = result.people.filter((p) => p.holds > 0).length;
  const heaviest = result.people[0];
  return (
    <>
      <Figures
        label="Family succession results"
        items={[
          { term: "Roles", value: String(result.inputs.count), note: `Held by ${holders === 1 ? "1 person" : `${holders} people`}`, testId: "family-succession-count" },
          { term: "Without a successor", value: String(result.withoutSuccessor), note: result.withoutSuccessor === 0 ? "Every role covered" : "Name one in each document", testId: "family-succession-uncovered" },
          { term: `Holders ${result.inputs.age} or older`, value: String(result.atHandover), note: heaviest ? `Most roles: ${heaviest.name}, ${heaviest.holds}` : undefined, testId: "family-succession-handover" },
        ]}
      />
      <FindingSentences id="succession-findings" findings={result.findings} testId="family-succession-findings" />

      <ScheduleSection name="succession-roles" title="Each role">
        <DataTable label="Each of the family's roles" caption="Each role's kind, holder and age, the successor named, and whether it is covered" testId="family-succession-roles">
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Holder</th>
              <th scope="col">Successor</th>
              <th scope="col">To do</th>
            </tr>
          </thead>
          <tbody>
            {result.roles.map((r) => (
              <tr key={`${r.entity}-${r.kind}-${r.holder}`}>
                <th scope="row">
                  {r.entity}
                  <div className="figure-note">{r.kindLabel}</div>
                </th>
                <td>
                  {r.holder}
                  <div className="figure-note">{r.age} this year</div>
                </td>
                <td>{r.successor ?? "None named"}</td>
                <td>{r.uncovered ? "Name a successor" : r.atHandover ? "Plan the handover" : "Covered"}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScheduleSection>

      <ChartFigure
        id="succession-people"
        title="On whom the roles rest"
        summary={`Each person's roles held and those they are named to take on; ${KEY_PERSON_ROLES} or more held make a key person.`}
        chart={
          <CountBarChart
            points={result.people.map((p) => ({ label: p.name, first: p.holds, second: p.follows }))}
            series={[
              { name: "first", label: "Holds", color: "navy.8" },
              { name: "second", label: "Named to follow", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="family-succession-people">
            <caption className="visually-hidden">Each person's roles held and roles they are named to follow in</caption>
            <thead>
              <tr>
                <th scope="col">Person</th>
                <th scope="col">Holds</th>
                <th scope="col">Named to follow</th>
              </tr>
            </thead>
            <tbody>
              {result.people.map((p) => (
                <tr key={p.name}>
                  <th scope="row">{p.name}</th>
                  <td>
                    {p.holds}
                    {p.key ? <div className="figure-note">Key person</div> : null}
                  </td>
                  <td>{p.follows}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <PointsSection id="family-succession-steps" title="Governance and succession" points={result.steps} testId="family-succession-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
