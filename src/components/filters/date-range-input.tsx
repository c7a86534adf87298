// The dates styles load with the submissions page that shows this picker, not the first screen.
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';

type Props = {
  from: string | null;
  to: string | null;
  /** The month the calendar opens on when no day is picked, as `YYYY-MM-DD`. */
  openAt: string | null;
  onChange: (from: string | null, to: string | null) => void;
};

/** A from–to pair of days, `YYYY-MM-DD` both (Mantine's date strings), either end optional. */
export function DateRangeInput({ from, to, openAt, onChange }: Props) {
  return (
    <DatePickerInput
      type="range"
      label="Dates"
      placeholder="Pick the first and last day"
      value={[from, to]}
      onChange={([start, end]) => onChange(start, end)}
      defaultDate={from ?? openAt ?? undefined}
      allowSingleDateInRange
      clearable
      // Inside the filter popover: a portalled calendar would count as a click outside it.
      popoverProps={{ withinPortal: false }}
    />
  );
}
