import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PaperHeader } from '../../../../common/paper/model';
import type { HeaderRecord } from '../../../../common/paper-api';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import { toPaperHeader } from '../../paper/header-image';
import { HeaderPreview } from '../../paper/header-preview';
import { usePaperEngine } from '../../paper/use-paper-engine';
import { fetchHeader, saveHeader } from '../api';
import { EngineStatus } from './engine-status';
import { fieldsFor } from './header-fields';
import { HeaderImageField } from './header-image-field';
import { readFrom } from './headers-page';

export function EditHeaderPage() {
  const id = Number(useParams().id);
  const location = useLocation();
  const passed = (location.state as { header?: HeaderRecord } | null)?.header;
  const from = readFrom(location.state);
  const query = useQuery({
    queryKey: ['header', id],
    queryFn: () => fetchHeader(id),
    enabled: Number.isInteger(id) && id > 0 && passed?.id !== id,
    retry: false,
  });
  const original = passed?.id === id ? passed : query.data;
  if (!original) {
    if (query.isPending && Number.isInteger(id) && id > 0) return <Text>Loading...</Text>;
    return <Text fz="lg">Header data not found.</Text>;
  }
  return <HeaderEditor key={original.id} original={original} from={from} />;
}

function HeaderEditor({
  original,
  from,
}: {
  original: HeaderRecord;
  from: 'prebuild' | 'custom' | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const engineState = usePaperEngine();
  const [edited, setEdited] = useState<HeaderRecord>(original);
  const [paperHeader, setPaperHeader] = useState<PaperHeader | null>(null);
  const [templateName, setTemplateName] = useState(original.is_own ? original.name : '');
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void toPaperHeader(edited).then((h) => isCurrent && setPaperHeader(h));
    return () => {
      isCurrent = false;
    };
  }, [edited]);

  const previewPdf = () => {
    const target =
      from === 'custom'
        ? '/dashboard/generate/custompaper'
        : from === 'prebuild'
          ? '/dashboard/generate/pdf-preview'
          : null;
    if (target) navigate(target, { state: { header: edited, headerId: original.id } });
  };

  const saveAsTemplate = async () => {
    setSaving(true);
    try {
      const { id: _id, is_own: _own, ...fields } = edited;
      const saved = await saveHeader({ ...fields, name: templateName.trim() || original.name });
      notify.success('Saved as your template. It is on the Headers page from now on.');
      void queryClient.invalidateQueries({ queryKey: ['headers'] });
      navigate(`/dashboard/generate/edit-header/${saved.id}`, {
        replace: true,
        state: { header: saved, from },
      });
    } catch (error) {
      notify.error(errorMessage(error, 'Could not save the template.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Edit Header</Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light">Header {original.id}</Badge>
            <Badge variant="light">{original.styleType}</Badge>
            <Badge variant="light">{original.layoutType}</Badge>
          </Group>
        </div>
        <Group>
          <Button variant="default" onClick={() => setEdited(original)}>
            Clear
          </Button>
          <Button
            color="saffron.7"
            onClick={previewPdf}
            disabled={!from}
            title={from ? undefined : 'Start from the dashboard to choose a paper type'}
          >
            Preview PDF
          </Button>
        </Group>
      </Group>
      {!from && (
        <Alert color="indigo">
          To build a paper with this header, start from Pre-Built Question Papers or Personalized Paper
          Generator on the dashboard.
        </Alert>
      )}
      <Card padding="sm" bg="#e4e6eb">
        {engineState.status !== 'ready' ? (
          <EngineStatus state={engineState} />
        ) : (
          paperHeader && <HeaderPreview engine={engineState.engine} header={paperHeader} />
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {fieldsFor(original.layoutType).map(({ key, label }) => (
          <TextInput
            key={key}
            label={label}
            value={edited[key]}
            onChange={(event) => setEdited({ ...edited, [key]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      {original.layoutType !== 'column' && (
        <HeaderImageField value={edited.image} onChange={(image) => setEdited({ ...edited, image })} />
      )}
      <Card padding="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Save as my template"
            placeholder="e.g. My school's unit test"
            value={templateName}
            onChange={(event) => setTemplateName(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button onClick={() => void saveAsTemplate()} loading={isSaving}>
            Save template
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
