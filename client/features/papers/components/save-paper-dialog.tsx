import { Button, CloseButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../../common/limits';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface SavePaperDialogProps {
  opened: boolean;
  isSaving: boolean;
  onClose(): void;
  /** Resolves true when the paper was saved (the dialog then closes). */
  onSave(logo: File | null): Promise<boolean>;
}

// Save Paper: an optional school logo chosen through a hidden image file input, then Save.
export function SavePaperDialog({ opened, isSaving, onClose, onSave }: SavePaperDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const previewUrl = useMemo(() => (logo ? URL.createObjectURL(logo) : undefined), [logo]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setLogoError('Choose a PNG, JPEG or WebP image.');
    if (file.size > UPLOAD_MAX_BYTES) return setLogoError('The logo is larger than 2 MB.');
    setLogoError(undefined);
    setLogo(file);
  };

  const save = async () => {
    if (await onSave(logo)) {
      setLogo(null);
      onClose();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Save Paper"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
    >
      <Stack gap="md">
        <Text size="sm">The paper is kept in your History, where you can view, download or reopen it.</Text>
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES.join(',')}
          hidden
          aria-label="School logo file"
          data-testid="logo-input"
          onChange={(e) => choose(e.currentTarget.files?.[0])}
        />
        {logo && previewUrl ? (
          <Group gap="sm" wrap="nowrap">
            <Image src={previewUrl} alt="Chosen school logo" h={56} w={56} fit="contain" radius="sm" />
            <Text size="sm" truncate style={{ flex: 1 }}>
              {logo.name}
            </Text>
            <CloseButton aria-label="Remove the logo" size="lg" onClick={() => setLogo(null)} />
          </Group>
        ) : (
          <Button
            variant="light"
            leftSection={<IconPhotoPlus size={20} aria-hidden="true" />}
            onClick={() => input.current?.click()}
          >
            Add school logo (optional)
          </Button>
        )}
        {logoError && (
          <Text size="sm" c="red.8" role="alert">
            {logoError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button color="saffron.8" onClick={() => void save()} loading={isSaving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
