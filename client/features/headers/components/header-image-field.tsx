import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../../common/limits';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import { uploadHeaderImage } from '../api';

export interface HeaderImageFieldProps {
  value: string | null;
  onChange(value: string | null): void;
}

// A logo for the header: a file (uploaded at once, checked by the server) or the address of an image.
export function HeaderImageField({ value, onChange }: HeaderImageFieldProps) {
  const [isUploading, setUploading] = useState(false);
  const [url, setUrl] = useState('');

  const onFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      notify.error('The image is larger than 2 MB.');
      return;
    }
    setUploading(true);
    try {
      onChange((await uploadHeaderImage(file)).image_url);
    } catch (error) {
      notify.error(errorMessage(error, 'Could not upload the image.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        Image
      </Text>
      <Group gap="sm" align="flex-end">
        <FileButton onChange={(file) => void onFile(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhoto size={18} />} loading={isUploading}>
              Choose image
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconX size={18} />}
            onClick={() => onChange(null)}
          >
            Remove image
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="or image address"
          placeholder="/api/uploads/… or https://…"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="default" disabled={!url.trim()} onClick={() => onChange(url.trim())}>
          Use
        </Button>
      </Group>
      {value && (
        <Image
          src={value}
          h={64}
          w="auto"
          fit="contain"
          alt="Header image"
          radius="sm"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}
