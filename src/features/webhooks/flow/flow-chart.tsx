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

/** Labels as long as the chart's width leaves room for beside the bands (about 28 px a letter). */
const labelLength = (width: number) => Math.max(20, Math.min(48, Math.floor(width / 28)));
const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

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
  const height = Math.max(320, Math.max(formCount, flow.services.length) * 44);

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
        <text
          x={left ? x + nodeWidth + 6 : x - 6}
          y={y + nodeHeight / 2}
          textAnchor={left ? 'start' : 'end'}
          dominantBaseline="middle"
          fontSize={12}
          fill="var(--mantine-color-text)"
          style={{ paintOrder: 'stroke', stroke: 'var(--mantine-color-body)', strokeWidth: 3 }}
        >
          <title>{name}</title>
          {clip(name, labelLength(width))}
        </text>
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
          nodePadding={24}
          nodeWidth={10}
          sort={false}
          margin={{ top: 10, bottom: 10, left: 4, right: 4 }}
        />
      )}
    </div>
  );
}
