import { useElementSize } from '@mantine/hooks';
import { Sankey, type SankeyLinkProps, type SankeyNodeProps } from 'recharts';
import { needsAttention } from '@/features/webhooks/attention/webhook-checks';
import { type Flow, serviceLabel } from './flow-data';

type Props = {
  flow: Flow;
  /** The webhook under the pointer or the keyboard's focus. */
  active: string | null;
  onActive: (webhookId: string | null) => void;
  onOpen: (webhookId: string) => void;
};

const FONT_SIZE = 12;
const LINE_HEIGHT = 15;
/** Wide enough for most letters at 12 px: a label is given room for this many per line. */
const LETTER_WIDTH = 7;

/** The lines a label wraps to in `width` pixels, at most: words as they fit, long ones split. */
function lineCount(text: string, width: number): number {
  const perLine = Math.max(1, Math.floor(width / LETTER_WIDTH));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const needed = used === 0 ? word.length : used + 1 + word.length;
    if (needed <= perLine) {
      used = needed;
      continue;
    }
    if (used > 0) lines += 1;
    lines += Math.ceil(word.length / perLine) - 1;
    used = word.length % perLine || perLine;
  }
  return lines;
}

/**
 * The account's data flow as a Sankey chart (recharts, downloaded with this picture only):
 * forms left, services right, one focusable link per webhook.
 */
export function FlowChart({ flow, active, onActive, onOpen }: Props) {
  const { ref, width } = useElementSize();
  const formCount = flow.forms.length;
  const names = [
    ...flow.forms.map((form) => form.name),
    ...flow.services.map((service) => serviceLabel(service)),
  ];
  const formIndex = new Map(flow.forms.map((form, index) => [form.id, index]));
  const serviceIndex = new Map(flow.services.map((service, index) => [service.key, index]));
  const data = {
    nodes: names.map((name) => ({ name })),
    links: flow.links.map((link, index) => ({
      source: formIndex.get(link.form.id) ?? 0,
      target: formCount + (serviceIndex.get(link.service.key) ?? 0),
      // recharts keys a link by source, target and value: two webhooks of one form to one
      // service (a duplicate target) would share a key, and React could draw one of them twice.
      // A difference far below a pixel keeps every key apart.
      value: link.value + index * 1e-9,
    })),
  };
  // Labels sit beside the bands, never over them: forms' in the left margin, services' in the
  // right, each wrapped to the margin's width. Nodes are spaced for the longest label's lines.
  const labelWidth = Math.round(Math.min(240, Math.max(110, width * 0.2)));
  const lines = Math.max(1, ...names.map((name) => lineCount(name, labelWidth)));
  const labelHeight = lines * LINE_HEIGHT;
  const nodePadding = Math.max(24, labelHeight + 8);
  const column = Math.max(formCount, flow.services.length);
  const margin = {
    top: labelHeight / 2 + 4,
    bottom: labelHeight / 2 + 4,
    left: labelWidth + 8,
    right: labelWidth + 8,
  };
  const height = Math.max(320, column * (nodePadding + 20) + margin.top + margin.bottom);

  const renderNode = ({ x, y, width: nodeWidth, height: nodeHeight, index }: SankeyNodeProps) => {
    const left = index < formCount;
    const name = names[index] ?? '';
    return (
      <g key={`node-${index}`}>
        <rect
          x={x}
          y={y}
          width={nodeWidth}
          height={Math.max(nodeHeight, 2)}
          fill="var(--mantine-color-blue-filled)"
        />
        <foreignObject
          x={left ? x - 6 - labelWidth : x + nodeWidth + 6}
          y={y + nodeHeight / 2 - (labelHeight + nodePadding) / 2}
          width={labelWidth}
          height={labelHeight + nodePadding}
        >
          <div
            data-flow-label={left ? 'form' : 'service'}
            style={{
              height: '100%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: left ? 'flex-end' : 'flex-start',
              textAlign: left ? 'right' : 'left',
              fontSize: FONT_SIZE,
              lineHeight: `${LINE_HEIGHT}px`,
              color: 'var(--mantine-color-text)',
              overflowWrap: 'anywhere',
            }}
          >
            <bdi>{name}</bdi>
          </div>
        </foreignObject>
      </g>
    );
  };

  const renderLink = (props: SankeyLinkProps) => {
    const { sourceX, sourceY, targetX, targetY, sourceControlX, targetControlX } = props;
    const link = flow.links[props.index];
    if (!link) return <path key={`link-${props.index}`} />;
    const { webhook, findings } = link.row;
    const on = active === webhook.id;
    const color = !webhook.enabled
      ? 'var(--mantine-color-gray-6)'
      : needsAttention(findings)
        ? 'var(--mantine-color-orange-6)'
        : 'var(--mantine-color-blue-6)';
    return (
      <path
        key={`link-${props.index}`}
        d={`M${sourceX},${sourceY}C${sourceControlX},${sourceY} ${targetControlX},${targetY} ${targetX},${targetY}`}
        fill="none"
        stroke={color}
        strokeWidth={Math.max(props.linkWidth, 3)}
        strokeOpacity={on ? 0.8 : 0.35}
        strokeDasharray={webhook.enabled ? undefined : '6 4'}
        tabIndex={0}
        role="button"
        aria-label={`${webhook.name}: ${link.form.name} to ${serviceLabel(link.service)}`}
        data-webhook={webhook.id}
        style={{ cursor: 'pointer', outline: 'none' }}
        onMouseEnter={() => onActive(webhook.id)}
        onMouseLeave={() => onActive(null)}
        onFocus={() => onActive(webhook.id)}
        onBlur={() => onActive(null)}
        onClick={() => onOpen(webhook.id)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onOpen(webhook.id);
        }}
      />
    );
  };

  return (
    <div ref={ref} style={{ width: '100%', minHeight: height }}>
      {width > 0 && (
        <Sankey
          width={width}
          height={height}
          data={data}
          node={renderNode}
          link={renderLink}
          nodePadding={nodePadding}
          nodeWidth={10}
          sort={false}
          margin={margin}
        />
      )}
    </div>
  );
}
