import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { whenOverlaysReady } from '@/lib/overlays-ready';
import type { ExportPlan, SavedFile } from '@/features/submissions/export/files/export-file';
import { startExportJob } from '@/features/submissions/export/export-job';
import { ExportProgressBody } from './export-progress';

const nf = new Intl.NumberFormat();

export const exportDone = ({ fileName, rows }: SavedFile) =>
  notifications.show({
    color: 'green',
    title: 'Export ready',
    message: `${nf.format(rows)} submissions saved to ${fileName}`,
  });

/** Starts an export with a progress dialog that can stop it and save what it fetched. */
export function startWithDialog(plan: ExportPlan, title: string) {
  // Started only where its dialog can be shown (the dialogs' host is up long before this),
  // and within the click itself, before the menu and the dialog re-render.
  whenOverlaysReady(() => {
    const job = startExportJob(plan);
    const modalId = `export-${Date.now()}`;
    const close = () => modals.close(modalId);
    modals.open({
      modalId,
      title: `${title} as ${plan.format.toUpperCase()}`,
      closeOnClickOutside: false,
      closeOnEscape: false,
      withCloseButton: false,
      // However the dialog goes, the export goes with it.
      onClose: job.cancel,
      children: (
        <ExportProgressBody job={job} close={close} fetching={plan.source.kind === 'fetch'} />
      ),
    });
    void job.result.then(
      (file) => {
        exportDone(file);
        close();
      },
      // A failure or a stop is shown in the dialog.
      () => undefined,
    );
  });
}
