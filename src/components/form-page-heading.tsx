import { Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFormLookup } from '@/api/form-lookup';
import { displayText } from '@/lib/display-text';

export type HeadingLink = { to: string; label: string; icon: Icon };

type Props = {
  formId: string;
  /** Buttons to the form's other pages, beside the breadcrumbs. */
  links: readonly HeadingLink[];
  /** More buttons after the links (Print, Share as a report). */
  actions?: ReactNode;
  /**
   * A page below the form's own (the Summary): its name ends the breadcrumbs and the title, and
   * the form's name in the breadcrumbs goes back to `formHref`.
   */
  subpage?: { name: string; formHref: string };
  /** Beside the title (the table's tabs). */
  children?: ReactNode;
};

/** The heading of a form's pages: the way back, the form's name as the title, and its links. */
export function FormPageHeading({ formId, links, actions, subpage, children }: Props) {
  const { form, isPending } = useFormLookup(formId);
  const name = form ? displayText(form.name) : `Form ${formId}`;
  const crumb = isPending ? 'Loading…' : name;
  return (
    // Room between the links and the title when a phone puts the links on a line of their own.
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Breadcrumbs miw={0} maw="100%">
          <Anchor component={Link} to="/forms" size="sm">
            Forms
          </Anchor>
          {subpage ? (
            <Anchor component={Link} to={subpage.formHref} size="sm">
              {crumb}
            </Anchor>
          ) : (
            <Text size="sm" truncate="end">
              {crumb}
            </Text>
          )}
          {subpage && <Text size="sm">{subpage.name}</Text>}
        </Breadcrumbs>
        <Group gap="xs">
          {links.map(({ to, label, icon: LinkIcon }) => (
            <Button
              key={label}
              component={Link}
              to={to}
              variant="default"
              size="xs"
              leftSection={<LinkIcon size={14} />}
            >
              {label}
            </Button>
          ))}
          {actions}
        </Group>
      </Group>
      <Group gap="lg" align="flex-end" wrap="wrap">
        {isPending ? (
          <Skeleton height={32} width={280} aria-label="Loading form name" />
        ) : (
          // A name without spaces breaks anywhere rather than widen the page.
          <Title order={1} size="h2" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {subpage ? `${name}: ${subpage.name.toLowerCase()}` : name}
          </Title>
        )}
        {children}
      </Group>
    </Stack>
  );
}
