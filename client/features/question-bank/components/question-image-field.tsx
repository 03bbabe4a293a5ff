import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../../common/limits';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import { uploadQuestionImage } from '../api';

const ACCEPTED = 'image/png,image/jpeg,image/webp';
const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

interface QuestionImageFieldProps {
  value: string | null;
  error: ReactNode;
  onChange(url: string | null): void;
  onError(message: string): void;
}

// The image uploads as soon as it is chosen; the question then refers to the address the server gave it.
// The server checks the content (PNG, JPEG or WebP, at most 2 MB) and its words are shown on refusal.
export function QuestionImageField({ value, error, onChange, onError }: QuestionImageFieldProps) {
  const upload = useMutation({
    mutationFn: uploadQuestionImage,
    onSuccess: (reply) => onChange(reply.image_url),
    onError: (failure) => {
      const message = errorMessage(failure, 'The image could not be uploaded. Please try again.');
      onError(message);
      notify.error(message);
    },
  });

  const onFile = (file: File | null) => {
    if (!file) return;
    // Saves sending 2 MB over a slow line only to be refused; the server checks again.
    if (file.size > UPLOAD_MAX_BYTES) {
      const message = `The image is larger than ${MAX_MB} MB.`;
      onError(message);
      notify.error(message);
      return;
    }
    upload.mutate(file);
  };

  return (
    <Input.Wrapper
      label="Image"
      description={`Optional. PNG, JPEG or WebP, at most ${MAX_MB} MB.`}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {value && (
          <Image
            src={value}
            alt="The question's image"
            h={140}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-gray-3)"
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        <Group gap="xs">
          <FileButton onChange={onFile} accept={ACCEPTED}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
                loading={upload.isPending}
              >
                {value ? 'Replace image' : 'Add an image'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              onClick={() => onChange(null)}
            >
              Remove image
            </Button>
          )}
        </Group>
        {upload.isPending && (
          <Text size="sm" c="dimmed" aria-live="polite">
            Uploading the image…
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
