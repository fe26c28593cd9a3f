import type { EducationMixResponse } from "#core/contracts/education-investments";
import { enrollmentPhrase } from "#core/messages/education-investments";
import { FundCosts } from "~/components/comparison/FundCosts";
import { MixTable } from "~/components/comparison/MixTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { usd } from "~/utils/calculators";
import { centsOf } from "~/utils/investor";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";

export function EducationMixResults({ result }: { result: EducationMixResponse }) {
  const { inputs } = result;
  return (
    <>
      <MixTable
        caption={`Your mix for ${enrollmentPhrase(result.yearsToEnrollment)}`}
        pathLabel="An age-based portfolio"
        mix={inputs}
        target={result.target}
        position={result.position}
        expectedReturn={result.expectedReturn}
        testId="education-mix-table"
      />
      <FindingSentences id="education-mix-findings" findings={result.findings} testId="education-mix-findings" />
      <FundCosts
        id="education-mix-fees"
        fee={inputs.fee}
        fees={result.fees}
        expectedReturn={result.expectedReturn}
        note={centsOf(inputs.monthly) > 0 ? `${usd(inputs.monthly)} added each month.` : "nothing added or taken out."}
        testId="education-mix-fees"
      />
      {result.path.length > 1 ? (
        <ScheduleSection name="age-based-path" title="The age-based path to enrollment">
          <div className="table-scroll">
            <table className="data-table figures-table" data-testid="age-based-path">
              <caption className="visually-hidden">The share in stocks of an age-based portfolio at each of the student&rsquo;s ages until enrollment</caption>
              <thead>
                <tr>
                  <th scope="col">Student&rsquo;s age</th>
                  <th scope="col">In stocks</th>
                  <th scope="col">In bonds and cash</th>
                </tr>
              </thead>
              <tbody>
                {result.path.map((p) => (
                  <tr key={p.age}>
                    <th scope="row">{p.age}</th>
                    <td>{p.stocks}%</td>
                    <td>{100 - p.stocks}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ScheduleSection>
      ) : null}
      <PointsSection id="education-plan-notes" title="With your household plan and taxes" points={result.planNotes} testId="education-plan-notes" />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
