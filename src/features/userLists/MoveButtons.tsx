import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';

interface MoveButtonsProps {
  upLabel: string;
  downLabel: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** Up and down buttons that move one item of an ordered list: the keyboard's way to reorder. */
export function MoveButtons({ upLabel, downLabel, index, count, onMove }: MoveButtonsProps) {
  return (
    <>
      <IconButton aria-label={upLabel} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton aria-label={downLabel} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        <ArrowDownwardIcon />
      </IconButton>
    </>
  );
}

/** `ids` with the one at `from` moved to `to`. */
export function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
