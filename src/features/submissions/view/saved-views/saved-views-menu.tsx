import { Button, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBookmarks,
  IconCheck,
  IconChevronDown,
  IconDeviceFloppy,
  IconTrash,
} from '@tabler/icons-react';
import { useResponseViewParams } from '@/response-set/use-response-view-params';
import { SaveViewModal } from './save-view-modal';
import { activeSavedView, deleteView, savedViewOf, saveView } from '@/response-set/saved-views';
import { useSavedViews } from '@/response-set/use-saved-views';

/** "Views": save the current view under a name, pick a saved one, delete one. */
export function SavedViewsMenu({ formId }: { formId: string }) {
  const { view, setView } = useResponseViewParams();
  const { views, setViews } = useSavedViews(formId);
  const [naming, { open, close }] = useDisclosure(false);
  const active = activeSavedView(views, view);

  return (
    <>
      <Menu position="bottom-start" shadow="md" width={260} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconBookmarks size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            maw={240}
          >
            {active ? `View: ${active.name}` : 'Views'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={open}>
            Save current view…
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            {views.length > 0 ? 'Saved on this device' : 'No saved views yet'}
          </Menu.Label>
          {views.map((saved) => {
            const current = saved === active;
            return (
              <Group key={saved.name} gap={0} wrap="nowrap">
                <Menu.Item
                  flex={1}
                  miw={0}
                  leftSection={<IconCheck size={16} aria-hidden opacity={current ? 1 : 0} />}
                  // Announced as the current one; the check shows it.
                  aria-current={current || undefined}
                  // A saved view starts at page 1, like any change of the view.
                  onClick={() => setView(savedViewOf(saved))}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {saved.name}
                </Menu.Item>
                <Menu.Item
                  w="auto"
                  color="red"
                  aria-label={`Delete saved view ${saved.name}`}
                  onClick={() => setViews(deleteView(views, saved.name))}
                >
                  <IconTrash size={16} aria-hidden />
                </Menu.Item>
              </Group>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <SaveViewModal
        opened={naming}
        onClose={close}
        names={views.map((saved) => saved.name)}
        onSave={(name) => setViews(saveView(views, name, view))}
      />
    </>
  );
}
