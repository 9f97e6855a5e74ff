/**
 * Reads an archive into the public read model: one summary per document (text stays on disk and is read
 * when its page or answer needs it), the entity registries, the timeline and the images. Records and
 * registries are read through the archive's own readers (actions/lib/archive/), typed; enrichment and
 * registries may be absent, and the model then holds what exists and its warnings say what does not yet.
 */
import { archiveLocation, listRecords, type ArchiveRead } from '../../actions/lib/archive/read.js';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import { readRegistries } from '../../actions/lib/archive/registries.js';
import type { Problem } from '../../actions/lib/core/problem.js';
import { TimeSlices } from '../../actions/lib/core/time-slices.js';
import {
  byDateDesc,
  crossReferences,
  linkCrossReferences,
  publicDocument,
  recordEntities,
  type NamedEntity,
  type OriginalsHost,
} from './documents.js';
import { entitiesOf, linkNames } from './entities.js';
import { imagesOf, slideshowsOf } from './images.js';
import type { PublicDocument, ReadModel } from './model.js';
import { timelineOf } from './timeline.js';

export interface ReadModelOptions {
  archiveDir: string;
  base: string;
  title?: string;
  description?: string;
  repository?: string | null;
  /** The site's public address, ending with `base`. */
  siteUrl?: string | null;
  /** Link the originals there (by repository path) instead of copying them into the site. */
  originalsUrl?: string | null;
  /** A live API (`dirhub serve`) the upload page sends documents to. */
  apiUrl?: string | null;
  /** Whether that host lets the site's pages read the originals (the viewer draws PDF pages from them). */
  originalsCrossOrigin?: boolean;
  /** The archive's records, when the caller has them read already (a server following commits). */
  records?: ArchiveRead<DocumentRecord>;
  /**
   * What the last model made of each record, for a caller that builds model after model from mostly the
   * same record objects (a server following commits): see RecordForms.
   */
  forms?: RecordForms;
}

/** What a model makes of one record before the documents are linked to each other. */
interface RecordForm {
  /** Its public form, before its names and cross-references are linked; never itself in a model. */
  doc: PublicDocument;
  names: NamedEntity[];
  references: ReturnType<typeof crossReferences>;
}

/**
 * What the models built from one archive made of each record, kept by record object, for the next model.
 * A server following commits reads again only the records a commit touched and keeps the other objects
 * (archive/read.ts rereadRecords): their public forms are taken from here rather than made again, so a
 * commit of one document no longer makes 30,000 (their file paths, addresses, a file check each), which
 * was most of a new model's allocation and the collections it drove while the server answered. A record
 * no longer read drops out with it (a WeakMap). The forms hold for one base and one originals host.
 */
export class RecordForms {
  private forms = new WeakMap<DocumentRecord, RecordForm>();
  private madeFor = '';

  /** The form of `record`, made by `make` unless kept from a model built with the same `key`. */
  formOf(record: DocumentRecord, key: string, make: () => RecordForm): RecordForm {
    if (key !== this.madeFor) {
      this.forms = new WeakMap();
      this.madeFor = key;
    }
    let form = this.forms.get(record);
    if (!form) this.forms.set(record, (form = make()));
    return form;
  }
}

/** What the model holds instead of a registry it cannot read. */
const INSTEAD: Record<ModelRegistry, string> = {
  people: 'The characters are taken from the documents instead.',
  locations: 'The locations are taken from the documents instead.',
  organizations: 'The organizations are taken from the documents instead.',
  timeline: 'The timeline is built from document dates instead.',
  images: 'No slideshows are built.',
};
type ModelRegistry = 'people' | 'locations' | 'organizations' | 'timeline' | 'images';
const MODEL_REGISTRIES = Object.keys(INSTEAD) as ModelRegistry[];

/** The documents, newest first, with each one's names and cross-references as its record gives them. */
async function documentsOf(
  root: string,
  records: DocumentRecord[],
  options: { base: string; host: OriginalsHost; forms: RecordForms },
  slices: TimeSlices,
) {
  const documents: PublicDocument[] = [];
  const byId = new Map<string, PublicDocument>();
  const namesOf = new Map<string, NamedEntity[]>();
  const referencesOf = new Map<string, ReturnType<typeof crossReferences>>();
  const key = JSON.stringify([root, options.base, options.host]);
  for (const record of records) {
    await slices.pass();
    const form = options.forms.formOf(record, key, () => ({
      doc: publicDocument(root, record, options.base, options.host),
      names: recordEntities(record),
      references: crossReferences(record),
    }));
    // The parts linking writes are the model's own, so building a model never changes another.
    const doc: PublicDocument = { ...form.doc, entities: [], cross_references: [], viewer: { ...form.doc.viewer } };
    documents.push(doc);
    byId.set(doc.id, doc);
    namesOf.set(doc.id, form.names);
    referencesOf.set(doc.id, form.references);
  }
  return { documents: await slices.sort(documents, byDateDesc), byId, namesOf, referencesOf };
}

export async function loadReadModel(options: ReadModelOptions): Promise<ReadModel> {
  const { root, archiveDir } = archiveLocation(options.archiveDir);
  const base = options.base;
  const originalsUrl = options.originalsUrl ?? null;
  const records = options.records ?? (await listRecords(root));
  const warnings: Problem[] = [...records.problems];
  // A server builds the model again on each commit while it answers: it must not hold its event loop.
  const slices = new TimeSlices();

  const { documents, byId, namesOf, referencesOf } = await documentsOf(
    root,
    records.items,
    {
      base,
      host: { url: originalsUrl, crossOrigin: options.originalsCrossOrigin ?? false },
      forms: options.forms ?? new RecordForms(),
    },
    slices,
  );
  const { registries, refused } = await readRegistries(root, MODEL_REGISTRIES);
  for (const name of MODEL_REGISTRIES) {
    const p = refused[name];
    if (p) warnings.push({ ...p, message: `${p.message} ${INSTEAD[name]}` });
  }
  const { entities, entitySource } = await entitiesOf(registries, documents, byId, namesOf, base, slices);
  await linkNames(entities, documents, namesOf, slices);
  for (const doc of documents) {
    await slices.pass();
    linkCrossReferences(doc, referencesOf.get(doc.id) ?? [], byId);
  }
  const { timeline, source: timelineSource } = await timelineOf(registries.timeline ?? null, documents, byId, slices);
  const { images, withoutFile } = registries.images
    ? await imagesOf(registries.images, root, byId, base, warnings, originalsUrl, slices)
    : { images: [], withoutFile: 0 };
  // An uploaded image is its document's one page: the viewer sizes it from the registry's measure.
  for (const image of images) {
    const doc = image.document_id ? byId.get(image.document_id) : undefined;
    if (doc?.viewer.image && image.source === doc.file.source)
      doc.viewer.image = { ...doc.viewer.image, width: image.width, height: image.height };
  }
  return {
    publication: {
      title: options.title ?? 'Document archive',
      description: options.description ?? '',
      repository: options.repository ?? null,
      base,
      url: options.siteUrl ?? null,
      apiUrl: options.apiUrl ? options.apiUrl.replace(/\/+$/, '') : null,
    },
    archiveDir,
    documents,
    byId,
    entities,
    entitySource,
    timeline,
    timelineSource,
    images,
    imagesWithoutFile: withoutFile,
    slideshows: slideshowsOf(images, byId, base),
    warnings,
  };
}
