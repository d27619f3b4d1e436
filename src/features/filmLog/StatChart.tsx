import Box from '@mui/material/Box';
import { useColorScheme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';

export interface StatRow {
  label: string;
  count: number;
}

interface StatChartProps {
  title: string;
  /** The header of the label column in the text alternative. */
  labelHeader: string;
  countHeader: string;
  rows: StatRow[];
  /** Bars across (genres: long names read better down the side). */
  horizontal?: boolean;
}

/**
 * One bar chart of the stats. Screen readers get the same numbers as a table (the drawing is
 * hidden from them); the bars take the theme's primary colour in dark and light alike.
 */
export function StatChart({ title, labelHeader, countHeader, rows, horizontal }: StatChartProps) {
  const headingId = useId();
  const theme = useTheme();
  // The chart paints with the colour itself, not a CSS variable: the scheme on show picks it.
  const { colorScheme = 'light' } = useColorScheme();
  const barColor = theme.colorSchemes[colorScheme]?.palette.primary.main;
  const labels = rows.map((row) => row.label);
  const counts = rows.map((row) => row.count);
  const band = { scaleType: 'band' as const, data: labels };
  const integer = { tickMinStep: 1, valueFormatter: (value: number) => String(value) };
  return (
    <Box component="figure" aria-labelledby={headingId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {/* inert: hidden from screen readers and out of the tab order alike; the table below says the same. */}
      <Box inert sx={{ width: '100%' }}>
        <BarChart
          height={horizontal ? Math.max(160, rows.length * 28 + 40) : 220}
          layout={horizontal ? 'horizontal' : 'vertical'}
          xAxis={[horizontal ? integer : band]}
          yAxis={[horizontal ? { ...band, width: 110 } : { ...integer, width: 32 }]}
          series={[{ data: counts, label: countHeader, color: barColor }]}
          hideLegend
          skipAnimation
          margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{countHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
