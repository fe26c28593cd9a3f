import type { NextGenerationResponse } from "#core/contracts/next-generation";
import { formatCalendarDate } from "#core/format";
import { PREPARE_YEARS } from "#core/education/next-generation";
import { Assumptions } from "~/components/planning/Assumptions";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";

/** Each child's stage and lessons, then the family's milestones on one timeline. */
export function NextGenerationResults({ result }: { result: NextGenerationResponse }) {
  const ahead = result.milestones.filter((m) => !m.past);
  const next = ahead[0];
  const soon = result.milestones.filter((m) => m.soon).length;
  return (
    <>
      <Figures
        label="Next generation results"
        items={[
          { term: "Children", value: String(result.children.length), note: result.children.map((c) => `${c.name}, ${c.age}`).join(" · "), testId: "next-gen-children" },
          { term: "Next milestone", value: next ? formatCalendarDate(next.date) : "None ahead", note: next ? `${next.name}: ${next.what.charAt(0).toLowerCase()}${next.what.slice(1)}` : undefined, testId: "next-gen-next" },
          { term: `Within ${PREPARE_YEARS} years`, value: String(soon), note: `${ahead.length} milestones ahead in all`, testId: "next-gen-soon" },
        ]}
      />
      <FindingSentences id="next-gen-findings" findings={result.findings} testId="next-gen-findings" />

      <ScheduleSection name="next-gen-children" title="Each child today">
        <div className="stage-cards" data-testid="next-gen-stages">
          {result.children.map((c) => (
            <article key={`${c.name}-${c.birth}`} className="stage-card" aria-labelledby={`stage-${c.name}-${c.birth}`}>
              <h4 id={`stage-${c.name}-${c.birth}`}>
                {c.name}, {c.age}
              </h4>
              <p className="stage-card-stage">
                {c.stageTitle} <span className="figure-note">({c.stageAges})</span>
              </p>
              <ul>
                {c.topics.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
              <p className="figure-note">{c.next ? `"${c.next.title}" from ${formatCalendarDate(c.next.date)}` : "The last stage: a steward of the family's wealth."}</p>
            </article>
          ))}
        </div>
      </ScheduleSection>

      <ScheduleSection name="next-gen-timeline" title="The family's milestones">
        <DataTable label="The family's milestones, in date order" caption="Each milestone's date, child, what happens and whether it has passed" testId="next-gen-timeline">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Child</th>
              <th scope="col">What</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {result.milestones.map((m) => (
              <tr key={`${m.name}-${m.kind}-${m.age}`}>
                <th scope="row">{formatCalendarDate(m.date)}</th>
                <td>{m.name}</td>
                <td>{m.what}</td>
                <td>{m.past ? "Passed" : m.soon ? `Within ${PREPARE_YEARS} years` : "Ahead"}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScheduleSection>

      <PointsSection id="next-gen-steps" title="Running the program" points={result.steps} testId="next-gen-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
