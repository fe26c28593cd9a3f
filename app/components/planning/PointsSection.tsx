import { ScheduleSection } from "./ScheduleSection";

/**
 * A titled list of points under a calculator's figures: a checklist, the steps of a plan, what to
 * weigh beside the figures. Steps are numbered (`ordered`); the rest are bullets.
 */
export function PointsSection({ id, title, points, testId, ordered = false }: { id: string; title: string; points: readonly string[]; testId: string; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <ScheduleSection name={id} title={title}>
      <List className="withdrawal-order" data-testid={testId}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </List>
    </ScheduleSection>
  );
}
