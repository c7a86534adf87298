import { Group, Kbd, Modal, Stack, Table, Title } from '@mantine/core';
import { Fragment } from 'react';
import { SHORTCUT_GROUPS } from './keyboard-shortcuts';

type Props = { opened: boolean; onClose: () => void };

/** The "?" dialog: every keyboard shortcut, by where it works. */
export function ShortcutsDialog({ opened, onClose }: Props) {
  return (
    // Title and close button of its own, as in the delete dialogs: Mantine's header is a
    // <header> (a second "banner" landmark) and its close button has no name.
    <Modal opened={opened} onClose={onClose} withCloseButton={false} size="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Modal.Title>Keyboard shortcuts</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Group>
        {SHORTCUT_GROUPS.map(({ where, shortcuts }) => (
          <section key={where} aria-label={where}>
            <Title order={3} size="h5" mb={4}>
              {where}
            </Title>
            <Table verticalSpacing={4} layout="fixed">
              <Table.Tbody>
                {shortcuts.map(({ keys, action }) => (
                  <Table.Tr key={`${keys.join()}:${action}`}>
                    <Table.Td w={190} style={{ whiteSpace: 'nowrap' }}>
                      {keys.map((combo, index) => (
                        <Fragment key={combo.join('+')}>
                          {index > 0 && ' / '}
                          {combo.map((key, at) => (
                            <Fragment key={key}>
                              {at > 0 && '+'}
                              <Kbd size="xs">{key}</Kbd>
                            </Fragment>
                          ))}
                        </Fragment>
                      ))}
                    </Table.Td>
                    <Table.Td>{action}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
